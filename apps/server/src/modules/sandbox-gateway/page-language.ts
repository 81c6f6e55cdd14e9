import type { Language } from '@burrow/domain/locales';
import { amountOf } from '@burrow/domain/money';
import { formatAmount } from '@burrow/domain/money-format';
import type { FastifyRequest } from 'fastify';
import { languageFromAcceptLanguage } from '../../i18n/accept-language';
import { findLanguage, type MessageValues } from '../../i18n/translator';
import { gatewayTranslator, type GatewayMessageId } from './page-messages';

/** The language a hosted page speaks, and what it needs to speak it. */
export interface PageLanguage {
  language: Language;
  /**
   * The `locale` parameter to carry into the page's forms and redirects, so every step of
   * the payment stays in the language it was opened in. Undefined when the language came
   * from `Accept-Language`, which the browser sends with every request anyway.
   */
  locale: string | undefined;
  t(id: GatewayMessageId, values?: MessageValues): string;
  /** Minor units as the buyer reads them in this language, with the currency's own decimals. */
  amount(amountMinor: number, currency: string): string;
}

/**
 * The hosted pages' language, as a PSP picks it: the `locale` parameter the merchant put in
 * the page's address (like Stripe's `locale` option), a BCP 47 tag (`de`, `pt-BR`) or a site
 * prefix (`jp`); when it names no published language, the browser's `Accept-Language`; else
 * English.
 */
export function pageLanguage(
  locale: string | undefined,
  acceptLanguage: string | undefined,
): PageLanguage {
  const asked = locale ? findLanguage(locale) : undefined;
  const language = asked ?? languageFromAcceptLanguage(acceptLanguage);
  const { language: spoken, t } = gatewayTranslator(language?.code);
  return {
    language: spoken,
    locale: asked?.languageCode,
    t,
    amount: (amountMinor, currency) =>
      formatAmount(amountOf(amountMinor, currency), spoken.languageCode),
  };
}

/**
 * The language of the page a request asks for. Read from the raw query string, so the error
 * handler's 404 page speaks it too, also for a request whose other parameters were invalid.
 */
export function pageLanguageOf(request: FastifyRequest): PageLanguage {
  const query = request.url.split('?')[1] ?? '';
  const locale = new URLSearchParams(query).get('locale') ?? undefined;
  const acceptLanguage = request.headers['accept-language'];
  return pageLanguage(locale, Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage);
}
