import { copyrightYear, footerLegalLinks } from '@burrow/domain/footer-variants';
import { LEGAL_LINKS } from '@burrow/domain/site-navigation';
import { useIntl } from 'react-intl';
import { Link, Outlet } from 'react-router';
import { LockIcon } from '../components/lock-icon';
import { LogoMark } from '../components/logo';
import { siteLocaleOf } from '../i18n/locales';
import { siteLinkLabel } from '../i18n/site-link-label';
import { LanguageDialog } from './language-dialog';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TestModeBanner } from './test-mode-banner';

const legalLinkClass = 'rounded underline-offset-2 hover:text-slate-900 hover:underline';

/**
 * The focused frame of checkout (decision 0104): the logo, "Secure checkout" and the
 * language, then the page, then one legal line. No marketing menus, footer or chat: nothing
 * leads away from paying or lies over the Pay button. The header scrolls away with the page,
 * so a phone keeps its height for the form.
 */
function CheckoutLayout() {
  const intl = useIntl();
  const locale = siteLocaleOf(intl.locale);
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white px-4 sm:px-6 lg:px-8">
        <div className="mx-auto flex h-16 max-w-5xl items-center gap-3">
          <Link
            to="/"
            className="flex items-center gap-2 rounded-md text-lg font-bold text-slate-900"
            aria-label={intl.formatMessage({ id: 'shell.header.home' })}
          >
            <LogoMark className="size-8" />
            <span aria-hidden="true" className="max-sm:hidden">
              Burrow
            </span>
          </Link>
          <p className="flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
            <LockIcon className="size-4" />
            {intl.formatMessage({ id: 'checkout.header.secure' })}
          </p>
          <div className="ml-auto">
            <LanguageDialog />
          </div>
        </div>
      </header>
      <TestModeBanner placement="inline" />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 px-4 sm:px-6 lg:px-8">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 px-4 py-4 text-xs text-slate-600 sm:px-6 lg:px-8">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-1">
          <span>
            {intl.formatMessage(
              { id: 'shell.footer.copyright' },
              { year: copyrightYear(new Date()) },
            )}
          </span>
          {footerLegalLinks(locale).map((legal, index) => (
            // A full load: the legal pages carry their own locale prefix already.
            <a key={legal.id} href={legal.href} className={legalLinkClass}>
              {siteLinkLabel(intl, LEGAL_LINKS[index]!)}
            </a>
          ))}
        </div>
      </footer>
    </div>
  );
}

export { CheckoutLayout as Component };
