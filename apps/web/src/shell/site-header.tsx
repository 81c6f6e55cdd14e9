import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { HEADER_CTAS } from '@burrow/domain/site-navigation';
import { buttonClasses } from '../components/button-styles';
import { LogoMark } from '../components/logo';
import { trackClick } from '../lib/analytics/track';
import { HeaderMenus } from './header-menus';
import { AccountIcon } from './icons';
import { siteLinkLabel } from '../i18n/site-link-label';

interface SiteHeaderProps {
  /** Shown before the logo, such as the mobile menu button. */
  start?: ReactNode;
  /** Shown before the account icon, such as sign-in links. */
  end?: ReactNode;
}

/** The fixed header of every page; page content is offset below it by `pt-16`. */
export function SiteHeader({ start, end }: SiteHeaderProps) {
  const intl = useIntl();
  return (
    <header className="fixed inset-x-0 top-0 z-30 h-16 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        {start}
        <Link
          to="/"
          onClick={() => trackClick('Header', 'logo')}
          className="flex items-center gap-2 rounded-md text-lg font-bold text-slate-900"
          aria-label={intl.formatMessage({ id: 'shell.header.home' })}
        >
          <LogoMark className="size-8" />
          {/* On a phone the mark alone leaves room for the buttons in every language. */}
          <span aria-hidden="true" className="max-sm:hidden">
            Burrow
          </span>
        </Link>
        <HeaderMenus onLinkClick={trackClick} />
        <div className="ml-auto flex items-center gap-2">
          {/* Beside the dropdowns (from lg) they fit from 2xl only, in every language (Arabic's
              menu labels are the longest); below lg the sheet has them. */}
          {HEADER_CTAS.map((cta) => {
            const label = siteLinkLabel(intl, cta);
            return (
              <Link
                key={cta.href}
                to={cta.href}
                onClick={() => trackClick(cta.category, label)}
                className={buttonClasses(
                  'secondary',
                  'whitespace-nowrap max-md:hidden lg:max-2xl:hidden',
                )}
              >
                {label}
              </Link>
            );
          })}
          {end}
          <Link
            to="/subscriptions"
            className="rounded-full p-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900"
            aria-label={intl.formatMessage({ id: 'shell.header.account' })}
            onClick={() => trackClick('Header', 'account')}
          >
            <AccountIcon className="size-6" />
          </Link>
        </div>
      </div>
    </header>
  );
}
