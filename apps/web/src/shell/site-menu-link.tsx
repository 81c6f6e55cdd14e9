import type { SiteLink } from '@burrow/domain/site-navigation';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { siteLinkLabel } from '../i18n/site-link-label';

interface SiteMenuLinkProps {
  link: SiteLink;
  /** Told the link's words when it is followed (click tracking, closing a panel). */
  onFollow: (label: string) => void;
}

/** One target of a header menu, with the 'New!' badge (docs/product.md#the-site-shell); the bar and the sheet share it. */
export function SiteMenuLink({ link, onFollow }: SiteMenuLinkProps) {
  const intl = useIntl();
  const label = siteLinkLabel(intl, link);
  return (
    <Link
      to={link.href}
      onClick={() => onFollow(label)}
      className="flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm text-slate-800 hover:bg-slate-100"
    >
      {label}
      {link.isNew && (
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
          {intl.formatMessage({ id: 'site.badge.new' })}
        </span>
      )}
    </Link>
  );
}
