import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountWithoutDiscount, discountAmount, discountPercentage } from './discounts';
import { amountOf, toMinorUnits } from './money';

const usd = (cents: number) => amountOf(cents, 'USD');

describe('docs/product.md#prices-per-period-and-discounts discount amount and percentage against the one-month price', () => {
  it('amount without discount: 12 × 12.95', () => {
    expect(amountWithoutDiscount(usd(1295), 12)).toEqual(usd(15540));
  });

  it.each([
    [
      'docs/product.md#prices-per-period-and-discounts basic 12 months: 4.67 vs 12.95 a month is 63% off',
      1295,
      467,
      828,
      63,
    ],
    [
      'docs/product.md#prices-per-period-and-discounts basic 24 months: 3.39 vs 12.95 a month is 73% off',
      1295,
      339,
      956,
      73,
    ],
    [
      'docs/product.md#prices-per-period-and-discounts sample 12 months: 99.95 vs 155.40 is 35% off',
      15540,
      9995,
      5545,
      35,
    ],
    ['no saving', 1295, 1295, 0, 0],
    ['dearer than the reference is no discount', 1295, 1500, 0, 0],
    ['free is 100% off', 1295, 0, 1295, 100],
    ['nothing to compare with', 0, 0, 0, 0],
  ])('%s', (_label, full, price, saving, percent) => {
    expect(discountAmount(usd(full), usd(price))).toEqual(usd(saving));
    expect(discountPercentage(usd(full), usd(price))).toBe(percent);
  });

  it('never mixes currencies', () => {
    expect(() => discountAmount(usd(1), amountOf(1, 'EUR'))).toThrow(RangeError);
  });

  it('the advertised percentage never exceeds the real saving', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        (full, price) => {
          const percent = discountPercentage(usd(full), usd(price));
          const saving = toMinorUnits(discountAmount(usd(full), usd(price)));
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
          expect(percent * full).toBeLessThanOrEqual(saving * 100);
          expect((percent + 1) * full).toBeGreaterThan(saving * 100);
        },
      ),
    );
  });
});
