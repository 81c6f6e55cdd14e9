import type { OfferPrice, OfferProduct, OfferResponse } from '@burrow/contract/offers';
import { amountOf } from '@burrow/domain/money';

const money = (minor: number, currency: string) => amountOf(minor, currency);

/** A plan price: `minor` for `months` months; the per-month and renewal figures follow. */
export function createPrice(
  productId: string,
  months: number,
  currency: string,
  minor: number,
  overrides: Partial<OfferPrice> = {},
): OfferPrice {
  const period = { length: months, unit: 'month' as const };
  return {
    id: `${productId}-${months}m-${currency.toLowerCase()}`,
    productId,
    totalPeriod: period,
    basePeriod: period,
    freePeriod: null,
    amount: money(minor, currency),
    nextPrice: money(minor, currency),
    amountPerMonth: money(Math.ceil(minor / months), currency),
    amountPerDay: money(Math.ceil(minor / (months * 30)), currency),
    amountWithoutDiscount: money(minor, currency),
    discountAmount: money(0, currency),
    discountPercentage: 0,
    recommended: false,
    externalRef: `krn:price:${productId}-${months}m`,
    ...overrides,
  };
}

export function createProduct(overrides: Partial<OfferProduct> & { id: string }): OfferProduct {
  return {
    name: overrides.id,
    displayName: overrides.id,
    description: `${overrides.id} description`,
    tier: null,
    kind: 'vpn',
    entitlements: [],
    moneyBackGuaranteeDays: 30,
    billingType: 'recurring',
    recommended: false,
    prices: [],
    ...overrides,
  };
}

export function createOffer(overrides: Partial<OfferResponse> = {}): OfferResponse {
  return {
    id: 'default',
    name: 'Burrow VPN plans',
    kind: 'standard',
    newCustomersOnly: false,
    products: [],
    ...overrides,
  };
}
