import { copyrightYear, footerLegalLinks, footerVariants } from '@burrow/domain/footer-variants';
import {
  FOOTER_BLOG_BLOCK,
  FOOTER_COLUMNS,
  HEADER_MENUS,
  LEGAL_LINKS,
  SOCIAL_LINKS,
  type SiteLink,
} from '@burrow/domain/site-navigation';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { siteLinkLabel, siteMessageId } from '../i18n/site-link-label';
import { siteLocaleOf } from '../i18n/locales';
import { ConsentDialog } from './consent-dialog';
import { LanguageDialog } from './language-dialog';

const linkClass = 'rounded text-slate-600 hover:text-slate-900 hover:underline';

function FooterLinks({ links }: { links: readonly SiteLink[] }) {
  const intl = useIntl();
  return (
    <ul className="mt-3 flex flex-col gap-2 text-sm">
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className={linkClass}>
            {siteLinkLabel(intl, link)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * docs/product.md#the-site-shell footer: the en-only blog block, four columns, the device-icon row for de, es, fr,
 * nl and pl, the legal links (prefixed per locale), cookie preferences, five social links,
 * the language dialog and the copyright with the current year.
 */
export function SiteFooter() {
  const intl = useIntl();
  const locale = siteLocaleOf(intl.locale);
  const variants = footerVariants(locale);
  const devices = HEADER_MENUS.find((menu) => menu.id === 'devices')!.links;
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        {variants.blogBlock && (
          <section
            aria-labelledby="footer-blog-block"
            className="mb-8 border-b border-slate-200 pb-8"
          >
            <h2 id="footer-blog-block" className="text-sm font-semibold text-slate-900">
              {intl.formatMessage({ id: 'site.footer.blog_block' })}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {FOOTER_BLOG_BLOCK.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className={linkClass}>
                    {siteLinkLabel(intl, link)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
          {FOOTER_COLUMNS.map((column) => (
            <section key={column.id} aria-labelledby={`footer-${column.id}`}>
              <h2 id={`footer-${column.id}`} className="text-sm font-semibold text-slate-900">
                {intl.formatMessage({ id: siteMessageId(intl, column.labelKey) })}
              </h2>
              <FooterLinks links={column.links} />
            </section>
          ))}
        </div>
        {variants.deviceIconRow && (
          <ul
            data-testid="device-icon-row"
            className="mt-8 flex flex-wrap gap-2 border-t border-slate-200 pt-6"
          >
            {devices.slice(0, -1).map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="inline-flex rounded-full border border-slate-300 px-3 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100"
                >
                  {siteLinkLabel(intl, link)}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-6 text-sm text-slate-600">
          <span>
            {intl.formatMessage(
              { id: 'shell.footer.copyright' },
              { year: copyrightYear(new Date()) },
            )}
          </span>
          <ul className="flex flex-wrap items-center gap-4">
            {footerLegalLinks(locale).map((legal, index) => (
              <li key={legal.id}>
                {/* A full load: the legal pages carry their own locale prefix already. */}
                <a href={legal.href} className={linkClass}>
                  {siteLinkLabel(intl, LEGAL_LINKS[index]!)}
                </a>
              </li>
            ))}
            <li>
              <ConsentDialog />
            </li>
          </ul>
          <ul aria-label={intl.formatMessage({ id: 'site.footer.social' })} className="flex gap-3">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.name}>
                <a href={social.href} rel="noopener noreferrer" className={linkClass}>
                  {social.name}
                </a>
              </li>
            ))}
          </ul>
          <LanguageDialog />
        </div>
      </div>
    </footer>
  );
}
