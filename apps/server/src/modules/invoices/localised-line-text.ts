import { formatDay } from '@burrow/domain/date-format';
import type { Queryable } from '../../db/database';
import { translator, type Translator } from '../../i18n/translator';
import { priceProductNames } from '../catalog/offer-service';
import { invoiceLineText, type InvoiceLineText } from './invoice-line-text';

/** What a line says in the translator's language; a stored line is shown as it was written. */
export function localisedLineText(
  t: Translator['t'],
  line: InvoiceLineText,
  date: (iso: string) => string,
): string {
  switch (line.kind) {
    case 'plan':
      return t('invoice.line.plan', { product: line.product, months: line.months });
    case 'addon_until':
      return t('invoice.line.addon_until', { product: line.product, date: date(line.until) });
    case 'credit_unused_time':
      return t('invoice.line.credit_unused_time');
    case 'gift_card':
      return t('invoice.line.gift_card', { product: line.product, code: line.code });
    case 'seats':
      return t('invoice.line.seats', {
        product: line.product,
        seats: line.seats,
        days: line.days,
        periodDays: line.periodDays,
      });
    case 'stored':
      return line.text;
  }
}

/** A line as an issuer writes it: its price (null for a credit) and its English description. */
export interface EnglishLine {
  priceId: string | null;
  description: string;
}

/**
 * The lines in `locale`'s language (decision 0111): each issued pattern from the server
 * catalogue, with the product named as the catalogue translates it (English where it does
 * not). The one way an estimate and an invoice put a line into words, so the invoice says
 * what the estimate said. A line no pattern made stays as written.
 */
export async function localiseLines(
  db: Queryable,
  tenantId: string,
  locale: string,
  lines: readonly EnglishLine[],
): Promise<string[]> {
  const { t, language } = translator(locale);
  const priceIds = [...new Set(lines.flatMap((line) => (line.priceId ? [line.priceId] : [])))];
  const names = await priceProductNames(db, tenantId, priceIds, language.code);
  const date = (iso: string) => formatDay(iso, language.languageCode);
  return lines.map((line) => {
    const price = line.priceId ? names.get(line.priceId) : undefined;
    const text = invoiceLineText(
      line.description,
      price ? { productName: price.englishName, cycleMonths: price.cycleMonths } : null,
    );
    const named = 'product' in text && price ? { ...text, product: price.name } : text;
    return localisedLineText(t, named, date);
  });
}
