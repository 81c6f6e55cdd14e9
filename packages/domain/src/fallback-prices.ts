import { amountOf, multiplyAmount, type Amount } from './money';

export type FallbackTier = 'TIER_BASIC' | 'TIER_PREMIUM';

export interface FallbackPrice {
  tier: FallbackTier;
  months: 1 | 12 | 24;
  amountPerMonth: Amount;
  /** What the whole plan costs: the monthly amount times the months. */
  total: Amount;
  /** As advertised; premium's is measured against the bundle's parts, not a computation here. */
  discountPercentage: number;
}

function entry(
  tier: FallbackTier,
  months: FallbackPrice['months'],
  perMonthCents: number,
  discountPercentage: number,
): FallbackPrice {
  const amountPerMonth = amountOf(perMonthCents, 'USD');
  return {
    tier,
    months,
    amountPerMonth,
    total: multiplyAmount(amountPerMonth, months),
    discountPercentage,
  };
}

/**
 * docs/product.md#prices-per-period-and-discounts fallback price list, in US cents per month, shown when the offer service cannot be
 * reached so the order page still renders real prices.
 */
export const FALLBACK_PRICES: readonly FallbackPrice[] = [
  entry('TIER_BASIC', 1, 1295, 0),
  entry('TIER_BASIC', 12, 467, 63),
  entry('TIER_BASIC', 24, 339, 73),
  entry('TIER_PREMIUM', 1, 1949, 0),
  entry('TIER_PREMIUM', 12, 667, 75),
  entry('TIER_PREMIUM', 24, 499, 81),
];

/** The fallback price of a tier and plan length, if the list has one. */
export function fallbackPrice(tier: FallbackTier, months: number): FallbackPrice | undefined {
  return FALLBACK_PRICES.find((price) => price.tier === tier && price.months === months);
}
