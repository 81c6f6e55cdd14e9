/** PayPal's checkout has no Ukrainian; it rejects `uk_UA`, so those buyers get English. */
const PAYPAL_LOCALE_REPLACEMENTS: Readonly<Record<string, string>> = { uk_UA: 'en_US' };

/**
 * docs/product.md#paying: the locale handed to PayPal, in PayPal's `ll_CC` form (a BCP 47 `uk-UA` is
 * accepted too); `uk_UA` becomes `en_US`.
 */
export function paypalLocale(locale: string): string {
  const underscored = locale.trim().replace('-', '_');
  return PAYPAL_LOCALE_REPLACEMENTS[underscored] ?? underscored;
}
