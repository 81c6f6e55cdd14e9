/**
 * Card networks are proper names, the same in every language; gateways send them as
 * lowercase ids (`visa`, `amex`). An unknown id is shown as it came.
 */
const CARD_BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  american_express: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
};

/** The name a card network is written with, e.g. `visa` → `Visa`, `amex` → `American Express`. */
export function cardBrandName(brand: string): string {
  return CARD_BRAND_NAMES[brand.toLowerCase()] ?? brand;
}
