import { amountToDecimalString, type Amount } from './money';

/** docs/product.md#money: the currency assumed when none is given. */
export const DEFAULT_CURRENCY = 'USD';

/** docs/product.md#money: the symbols of the currencies we price in. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  GBP: '£',
  EUR: '€',
  USD: '$',
};

/**
 * docs/product.md#money currency symbol: GBP, EUR and USD have theirs, no currency means USD's, and any
 * other currency shows its ISO code rather than a symbol that could be mistaken for a dollar.
 */
export function currencySymbol(currency?: string | null): string {
  const code = (currency ?? DEFAULT_CURRENCY).toUpperCase();
  return CURRENCY_SYMBOLS[code] ?? code;
}

function formatter(locale: string, currency: string): Intl.NumberFormat {
  // Narrow symbols show "$" rather than "US$" outside the US, matching the symbols of docs/product.md#money.
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  });
}

/**
 * docs/product.md#languages: an amount formatted for a locale (a BCP 47 tag such as `de` or `pt-BR`; `languageCodeOf` turns a site prefix into one), with the
 * locale's separators and symbol position. The exact decimal text is handed to Intl, so no
 * float ever stands between the stored cents and the screen.
 */
export function formatAmount(amount: Amount, locale: string): string {
  const decimal = amountToDecimalString(amount) as `${number}`;
  return formatter(locale, amount.currency).format(decimal);
}

/** The locale's decimal separator, e.g. "," for `de` and "." for `en`. */
export function decimalSeparator(locale: string): string {
  const parts = new Intl.NumberFormat(locale).formatToParts(1.5);
  return parts.find((part) => part.type === 'decimal')?.value ?? '.';
}
