import { pricesIncludeTax } from '@burrow/domain/tax-rates';

// Euro and pound prices are the ones EU and UK consumers pay; a visitor whose residence is
// unknown and who looks at them sees them as such.
const VAT_INCLUSIVE_CURRENCIES: ReadonlySet<string> = new Set(['EUR', 'GBP']);

/**
 * Whether the page says its prices include VAT (decision 0108): by the residence of a
 * signed-in customer, the same rule checkout charges by; for a visitor, by the currency
 * shown. Elsewhere prices are shown as today, with tax added at checkout.
 */
export function pricesShownWithVat(country: string | null | undefined, currency: string): boolean {
  if (country) return pricesIncludeTax(country);
  return VAT_INCLUSIVE_CURRENCIES.has(currency.toUpperCase());
}
