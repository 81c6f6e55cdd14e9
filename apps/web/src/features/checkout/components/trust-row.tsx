import { footerLegalLinks } from '@burrow/domain/footer-variants';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LockIcon } from '../../../components/lock-icon';
import { siteLocaleOf } from '../../../i18n/locales';

/** Brand names, the same in every language: the card brands the gateways take, then wallets. */
const ACCEPTED_METHODS = [
  'Visa',
  'Mastercard',
  'American Express',
  'Discover',
  'PayPal',
  'Apple Pay',
  'Google Pay',
] as const;

const linkClass = 'font-medium text-indigo-800 underline';

/** Under Pay: that paying is secure, what it accepts, and the terms paying agrees to. */
export function TrustRow() {
  const intl = useIntl();
  const legal = Object.fromEntries(
    footerLegalLinks(siteLocaleOf(intl.locale)).map((link) => [link.id, link.href]),
  );
  // A full load: the legal pages carry their own locale prefix already.
  const link = (href: string | undefined) => (chunks: ReactNode[]) => (
    <a href={href} className={linkClass}>
      {chunks}
    </a>
  );
  return (
    <ul className="flex flex-col gap-1.5 text-sm text-slate-600">
      <li className="flex items-center gap-1.5 font-medium text-slate-800">
        <LockIcon className="size-4 shrink-0 text-emerald-700" />
        {intl.formatMessage({ id: 'checkout.trust.secure' })}
      </li>
      <li>
        {intl.formatMessage(
          { id: 'checkout.trust.methods' },
          { methods: intl.formatList(ACCEPTED_METHODS, { type: 'conjunction' }) },
        )}
      </li>
      <li>
        {intl.formatMessage(
          { id: 'checkout.trust.terms' },
          { tos: link(legal.tos), privacy: link(legal['privacy-policy']) },
        )}
      </li>
    </ul>
  );
}
