import { describe, expect, it } from 'vitest';
import type { Period } from './price-period';
import { specialOfferTag } from './special-offers';

describe('docs/product.md#offers-coupons-and-who-may-buy-what a free period of 4 or 6 months maps to special offer tags', () => {
  it.each<[Period | null, string | null]>([
    [{ length: 4, unit: 'month' }, '4_months_free'],
    [{ length: 6, unit: 'month' }, '6_months_free'],
    [{ length: 3, unit: 'month' }, null],
    [{ length: 4, unit: 'week' }, null],
    [{ length: 6, unit: 'year' }, null],
    [null, null],
  ])('%j → %s', (period, tag) => {
    expect(specialOfferTag(period)).toBe(tag);
  });
});
