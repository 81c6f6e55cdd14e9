import { describe, expect, it } from 'vitest';
import { discountPercentage } from './discounts';
import { FALLBACK_PRICES, fallbackPrice, type FallbackTier } from './fallback-prices';
import { amountOf, multiplyAmount } from './money';

describe('docs/product.md#prices-per-period-and-discounts fallback price list (monthly, in cents)', () => {
  it.each<[FallbackTier, number, number, number, number]>([
    ['TIER_BASIC', 1, 1295, 1295, 0],
    ['TIER_BASIC', 12, 467, 5604, 63],
    ['TIER_BASIC', 24, 339, 8136, 73],
    ['TIER_PREMIUM', 1, 1949, 1949, 0],
    ['TIER_PREMIUM', 12, 667, 8004, 75],
    ['TIER_PREMIUM', 24, 499, 11976, 81],
  ])('%s %i months: %i a month, %i in all, %i%% off', (tier, months, perMonth, total, off) => {
    const price = fallbackPrice(tier, months);
    expect(price?.amountPerMonth).toEqual(amountOf(perMonth, 'USD'));
    expect(price?.total).toEqual(amountOf(total, 'USD'));
    expect(price?.discountPercentage).toBe(off);
  });

  it('has six entries and no 6-month plan', () => {
    expect(FALLBACK_PRICES).toHaveLength(6);
    expect(fallbackPrice('TIER_BASIC', 6)).toBeUndefined();
  });

  it('basic discounts agree with the discount rule against the 1-month price', () => {
    const oneMonth = amountOf(1295, 'USD');
    for (const months of [12, 24]) {
      const price = fallbackPrice('TIER_BASIC', months);
      expect(price).toBeDefined();
      if (!price) continue;
      expect(discountPercentage(multiplyAmount(oneMonth, months), price.total)).toBe(
        price.discountPercentage,
      );
    }
  });
});
