import { HEADER_CTAS, HEADER_MENUS, type HeaderMenu } from '@burrow/domain/site-navigation';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { siteMessageId } from '../i18n/site-link-label';
import { cx } from '../lib/class-names';
import { trackClick } from '../lib/analytics/track';
import { ChevronIcon } from './icons';
import { SiteMenuLink } from './site-menu-link';

interface SheetSiteMenusProps {
  /** Called after a link is followed, so the sheet can close. */
  onNavigate: () => void;
}

function SheetMenuSection({ menu, onNavigate }: { menu: HeaderMenu } & SheetSiteMenusProps) {
  const intl = useIntl();
  const listId = useId();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
      >
        {intl.formatMessage({ id: siteMessageId(intl, menu.labelKey) })}
        <ChevronIcon className={cx('size-4 transition-transform', !open && '-rotate-90')} />
      </button>
      <ul id={listId} hidden={!open} className="mt-1 flex flex-col gap-0.5 pl-3">
        {menu.links.map((link) => (
          <li key={link.href}>
            <SiteMenuLink
              link={link}
              onFollow={(label) => {
                trackClick(menu.category, label);
                onNavigate();
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Below `lg` the header's dropdowns (decision 0058) live in the mobile sheet: each menu is a
 * folded disclosure section, followed by the call-to-action links the header hides there.
 * The sheet (a Radix dialog) traps focus, closes on Escape and gives focus back to its button.
 */
export function SheetSiteMenus({ onNavigate }: SheetSiteMenusProps) {
  const intl = useIntl();
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'site.menu.label' })}
      className="flex flex-col gap-1 border-t border-slate-200 pt-4"
    >
      {HEADER_MENUS.map((menu) => (
        <SheetMenuSection key={menu.id} menu={menu} onNavigate={onNavigate} />
      ))}
      <ul className="mt-2 flex flex-col gap-0.5">
        {HEADER_CTAS.map((cta) => (
          <li key={cta.href}>
            <SiteMenuLink
              link={cta}
              onFollow={(label) => {
                trackClick(cta.category, label);
                onNavigate();
              }}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
