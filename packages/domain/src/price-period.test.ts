import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountOf, toMinorUnits } from './money';
import { amountPerDay, amountPerMonth, periodDays, type Period } from './price-period';

const usd = (cents: number) => amountOf(cents, 'USD');

describe('docs/product.md#prices-per-period-and-discounts amount per month and per day over 30-day months', () => {
  it.each<[Period, number]>([
    [{ length: 1, unit: 'day' }, 1],
    [{ length: 2, unit: 'week' }, 14],
    [{ length: 12, unit: 'month' }, 360],
    [{ length: 1, unit: 'year' }, 360],
  ])('%j has %i days', (period, days) => {
    expect(periodDays(period)).toBe(days);
  });

  it.each<[string, number, Period, number]>([
    ['1 month 12.95', 1295, { length: 1, unit: 'month' }, 1295],
    ['6 months 59.95 → 9.99 (ceiling 10.00 ends in 0)', 5995, { length: 6, unit: 'month' }, 999],
    ['12 months 99.95 → 8.33', 9995, { length: 12, unit: 'month' }, 833],
    ['basic fallback 12 months 56.04 → 4.67', 5604, { length: 12, unit: 'month' }, 467],
    ['basic fallback 24 months 81.36 → 3.39', 8136, { length: 24, unit: 'month' }, 339],
    ['one year is twelve months', 9995, { length: 1, unit: 'year' }, 833],
    ['a 7-day pass', 499, { length: 1, unit: 'week' }, 2139],
  ])('per month: %s', (_label, total, period, expected) => {
    expect(amountPerMonth(usd(total), period)).toEqual(usd(expected));
  });

  it.each<[string, number, Period, number]>([
    ['12 months 99.95 → 0.28 per day', 9995, { length: 12, unit: 'month' }, 28],
    ['1 month 12.95 → 0.44 per day (0.4317 up)', 1295, { length: 1, unit: 'month' }, 44],
    ['a 30-day ceiling ending in 0 goes down', 1170, { length: 1, unit: 'month' }, 39],
  ])('per day: %s', (_label, total, period, expected) => {
    expect(amountPerDay(usd(total), period)).toEqual(usd(expected));
  });

  it('other rounding modes on request', () => {
    expect(amountPerMonth(usd(9995), { length: 12, unit: 'month' }, 'floor')).toEqual(usd(832));
    expect(amountPerDay(usd(9995), { length: 12, unit: 'month' }, 'half-up')).toEqual(usd(28));
  });

  it('per-month amounts over whole months never lose more than a cent a month', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.constantFrom(1, 6, 12, 24),
        (cents, months) => {
          const perMonth = toMinorUnits(
            amountPerMonth(usd(cents), { length: months, unit: 'month' }),
          );
          expect(Math.abs(perMonth * months - cents)).toBeLessThan(months);
        },
      ),
    );
  });
});
