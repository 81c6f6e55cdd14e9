import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVE_MONTH_MS, activeMonths } from './active-months';
import { isoWithOffset as withOffset } from './test-builders';

const DAY = 86_400_000;

describe('docs/product.md#prices-per-period-and-discounts active months use a 30-day month (2592e6 ms)', () => {
  it('the month is 2592e6 ms', () => {
    expect(ACTIVE_MONTH_MS).toBe(2592e6);
    expect(ACTIVE_MONTH_MS).toBe(30 * DAY);
  });

  it.each([
    ['same instant', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z', 0],
    ['29 days', '2026-01-01T00:00:00Z', '2026-01-30T00:00:00Z', 0],
    ['exactly 30 days', '2026-01-01T00:00:00Z', '2026-01-31T00:00:00Z', 1],
    [
      'Jan 31 to Mar 1 in a leap year is 30 days',
      '2024-01-31T00:00:00Z',
      '2024-03-01T00:00:00Z',
      1,
    ],
    [
      'Jan 31 to Mar 1 in a common year is 29 days',
      '2025-01-31T00:00:00Z',
      '2025-03-01T00:00:00Z',
      0,
    ],
    ['a leap year is 12 months (366 days)', '2024-01-01T00:00:00Z', '2025-01-01T00:00:00Z', 12],
    ['360 days is 12 months', '2025-01-01T00:00:00Z', '2025-12-27T00:00:00Z', 12],
    ['359 days is 11 months', '2025-01-01T00:00:00Z', '2025-12-26T00:00:00Z', 11],
    ['offsets are honoured', '2026-01-01T00:00:00+14:00', '2026-01-30T10:00:00Z', 1],
    ['purchase in the future counts zero', '2027-01-01T00:00:00Z', '2026-01-01T00:00:00Z', 0],
    ['unreadable purchase date counts zero', 'never', '2026-01-01T00:00:00Z', 0],
  ])('%s → %i', (_label, purchase, now, expected) => {
    expect(activeMonths(purchase, new Date(now))).toBe(expected);
  });
});

// Instants between 1970 and 2100, including leap days and month ends by construction.
const instant = fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) });

describe('docs/product.md#prices-per-period-and-discounts active months: properties over dates', () => {
  it('k whole months after any purchase is exactly k', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 1000 }), (start, k) => {
        const purchase = new Date(start).toISOString();
        expect(activeMonths(purchase, new Date(start + k * ACTIVE_MONTH_MS))).toBe(k);
        if (k > 0)
          expect(activeMonths(purchase, new Date(start + k * ACTIVE_MONTH_MS - 1))).toBe(k - 1);
      }),
    );
  });

  it('never decreases as time passes', () => {
    fc.assert(
      fc.property(instant, instant, instant, (p, a, b) => {
        const purchase = new Date(p).toISOString();
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(activeMonths(purchase, new Date(early))).toBeLessThanOrEqual(
          activeMonths(purchase, new Date(late)),
        );
      }),
    );
  });

  it('does not depend on the offset the purchase date is written in', () => {
    const offsetMinutes = fc.integer({ min: -12 * 60, max: 14 * 60 });
    fc.assert(
      fc.property(instant, instant, offsetMinutes, (p, n, offset) => {
        const now = new Date(n);
        const utc = new Date(p).toISOString();
        expect(activeMonths(withOffset(p, offset), now)).toBe(activeMonths(utc, now));
      }),
    );
  });
});
