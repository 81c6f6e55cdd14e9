import { DEFAULT_CURRENCY } from '@burrow/domain/money-format';

// Countries and languages that price in euros. A language alone (no region) counts only
// when it is spoken mostly inside the euro area, so `pt` (Brazil) or `en` do not.
// prettier-ignore
const EURO_REGIONS = new Set([
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
]);
const EURO_LANGUAGES = new Set([
  'de',
  'el',
  'es',
  'et',
  'fi',
  'fr',
  'hr',
  'it',
  'lt',
  'lv',
  'nl',
  'sk',
  'sl',
]);

function regionOf(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).region;
  } catch {
    return undefined;
  }
}

/**
 * The currency a visitor sees first: pounds in the UK, euros in the euro area, otherwise
 * US dollars (the default, docs/product.md#money), and always one the offer actually prices in.
 */
export function defaultCurrency(locale: string, available: readonly string[]): string {
  const region = regionOf(locale);
  const language = locale.split(/[-_]/)[0]?.toLowerCase() ?? '';
  let wanted = DEFAULT_CURRENCY;
  if (region === 'GB') wanted = 'GBP';
  else if (region ? EURO_REGIONS.has(region) : EURO_LANGUAGES.has(language)) wanted = 'EUR';
  if (available.includes(wanted)) return wanted;
  return available.includes(DEFAULT_CURRENCY) ? DEFAULT_CURRENCY : (available[0] ?? wanted);
}
