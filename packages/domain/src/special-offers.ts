import type { Period } from './price-period';

/** The special-offer tags sent with a checkout (docs/product.md#offers-coupons-and-who-may-buy-what xv.specialOffer). */
export type SpecialOfferTag = '4_months_free' | '6_months_free';

/** docs/product.md#offers-coupons-and-who-may-buy-what: a free period of 4 or 6 months marks the price as a special offer; others do not. */
export function specialOfferTag(freePeriod: Period | null): SpecialOfferTag | null {
  if (freePeriod?.unit !== 'month') return null;
  if (freePeriod.length === 4) return '4_months_free';
  if (freePeriod.length === 6) return '6_months_free';
  return null;
}
