import { EstimateResponseSchema, type EstimateResponse } from '@burrow/contract/checkout';
import type { OfferPrice, OfferProduct, OfferResponse } from '@burrow/contract/offers';
import { amountOf } from '@burrow/domain/money';

// Offer and estimate builders for the tests of every screen that sells (checkout, the
// dashboard's renewal modal); a test sets only the fields it asserts on.

export function createPrice(
  productId: string,
  months: number,
  minor: number,
  overrides: Partial<OfferPrice> = {},
): OfferPrice {
  const currency = overrides.amount?.currency ?? 'USD';
  const money = (value: number) => amountOf(value, currency);
  const period = { length: months, unit: 'month' as const };
  return {
    id: `${productId}-${months}m-${currency.toLowerCase()}`,
    productId,
    totalPeriod: period,
    basePeriod: period,
    freePeriod: null,
    amount: money(minor),
    nextPrice: money(minor),
    amountPerMonth: money(Math.ceil(minor / months)),
    amountPerDay: money(Math.ceil(minor / (months * 30))),
    amountWithoutDiscount: money(minor),
    discountAmount: money(0),
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
    // Basic's; add-ons and perks connect no devices of their own.
    maxDevices: (overrides.kind ?? 'vpn') === 'vpn' ? 5 : null,
    soldInCountries: null,
    moneyBackGuaranteeDays: 30,
    billingType: 'recurring',
    recommended: false,
    prices: [],
    ...overrides,
  };
}

/**
 * An estimate of `subtotal` cents with `taxPercent` tax, less `discount` cents: added on top,
 * or (`taxInclusive`, an EU buyer) a part of the prices.
 */
export function createEstimate(
  subtotal: number,
  {
    discount = 0,
    taxPercent = 0,
    taxInclusive = false,
    coupon = null,
  }: {
    discount?: number;
    taxPercent?: number;
    taxInclusive?: boolean;
    coupon?: EstimateResponse['coupon'];
  } = {},
): EstimateResponse {
  const money = (value: number) => amountOf(value, 'USD');
  const charged = subtotal - discount;
  const tax = taxInclusive
    ? Math.round((charged * taxPercent) / (100 + taxPercent))
    : Math.round((charged * taxPercent) / 100);
  const total = taxInclusive ? charged : charged + tax;
  // Through the schema, so the fixture is exactly what the client accepts; fields the
  // contract does not (yet) have are dropped.
  return EstimateResponseSchema.parse({
    currency: 'USD',
    lines: [],
    subtotal: money(subtotal),
    discount: money(discount),
    tax: money(tax),
    taxRate: taxPercent,
    taxInclusive,
    total: money(total),
    dueToday: money(total),
    coupon,
    freePeriod: null,
    referralBonus: null,
    renewal: { date: '2027-11-22T00:00:00.000Z', amount: money(subtotal) },
  });
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
