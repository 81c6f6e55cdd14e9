import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addPeriod } from './billing-period';

describe('billing periods end on the same day of a later month, clamped at month ends', () => {
  it.each([
    ['2026-01-15T10:00:00Z', 1, 'month', '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00Z', 1, 'month', '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00Z', 1, 'month', '2028-02-29T10:00:00.000Z'],
    ['2028-02-29T00:00:00Z', 12, 'month', '2029-02-28T00:00:00.000Z'],
    ['2026-08-31T23:59:59Z', 6, 'month', '2027-02-28T23:59:59.000Z'],
    ['2026-12-15T00:00:00Z', 24, 'month', '2028-12-15T00:00:00.000Z'],
    ['2026-03-01T00:00:00Z', 1, 'year', '2027-03-01T00:00:00.000Z'],
    ['2026-03-01T00:00:00Z', 7, 'day', '2026-03-08T00:00:00.000Z'],
    ['2026-03-01T00:00:00Z', 2, 'week', '2026-03-15T00:00:00.000Z'],
  ] as const)('%s + %i %s → %s', (start, length, unit, end) => {
    expect(addPeriod(new Date(start), { length, unit }).toISOString()).toBe(end);
  });

  it('always moves forward, by 28 to 31 days per month', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 36 }),
        (start, months) => {
          const end = addPeriod(start, { length: months, unit: 'month' });
          const days = (end.getTime() - start.getTime()) / 86_400_000;
          expect(days).toBeGreaterThanOrEqual(28 * months - 3);
          expect(days).toBeLessThanOrEqual(31 * months);
          expect(end.getUTCHours()).toBe(start.getUTCHours());
        },
      ),
    );
  });
});
