import { describe, expect, it } from 'vitest';
import { MAX_SEATS_PER_PURCHASE, quoteSeats } from './seat-quote';

const DAY_MS = 86_400_000;
const start = new Date('2026-01-01T00:00:00Z');
const end = new Date(start.getTime() + 360 * DAY_MS);
const at = (days: number) => new Date(start.getTime() + days * DAY_MS);

describe('quoteSeats: seats added mid-period, prorated to the shared renewal date', () => {
  it.each([
    // [case, seats, unit cycle price, days into the period, tax bp, expected]
    [
      'a whole period left',
      1,
      14_995,
      0,
      0,
      { unitProratedMinor: 14_995, daysRemaining: 360, subtotalMinor: 14_995, totalMinor: 14_995 },
    ],
    [
      'half the period left, three seats',
      3,
      14_995,
      180,
      0,
      { unitProratedMinor: 7_497, daysRemaining: 180, subtotalMinor: 22_491, totalMinor: 22_491 },
    ],
    [
      'a partial day left counts as no day',
      2,
      14_995,
      359.5,
      0,
      { unitProratedMinor: 0, daysRemaining: 0, subtotalMinor: 0, totalMinor: 0 },
    ],
    [
      'tax on the lot, rounded half up (8.875% in NY)',
      2,
      10_000,
      90,
      888,
      { unitProratedMinor: 7_500, subtotalMinor: 15_000, taxMinor: 1_332, totalMinor: 16_332 },
    ],
    [
      'after the renewal date nothing is due',
      5,
      14_995,
      400,
      2_000,
      { unitProratedMinor: 0, daysRemaining: 0, totalMinor: 0 },
    ],
  ])('%s', (_case, seats, unitCycleMinor, days, taxRateBasisPoints, expected) => {
    const quote = quoteSeats({
      seats,
      unitCycleMinor,
      period: { start, end },
      now: at(days),
      tax: { rateBasisPoints: taxRateBasisPoints, inclusive: false },
    });
    expect(quote).toMatchObject({ seats, unitCycleMinor, periodDays: 360, ...expected });
    expect(quote.totalMinor).toBe(quote.subtotalMinor + quote.taxMinor);
  });

  it('where prices include VAT, the seats cost their price and the tax is part of it', () => {
    const quote = quoteSeats({
      seats: 2,
      unitCycleMinor: 10_000,
      period: { start, end },
      now: at(90),
      tax: { rateBasisPoints: 2000, inclusive: true },
    });
    expect(quote).toMatchObject({
      subtotalMinor: 15_000,
      taxMinor: 2_500,
      totalMinor: 15_000,
      taxInclusive: true,
    });
  });

  it('never charges for part of a seat', () => {
    expect(
      quoteSeats({
        seats: 2.7,
        unitCycleMinor: 100,
        period: { start, end },
        now: start,
        tax: { rateBasisPoints: 0, inclusive: false },
      }),
    ).toMatchObject({ seats: 2, subtotalMinor: 200 });
  });

  it('caps one purchase at a sales-sized order', () => {
    expect(MAX_SEATS_PER_PURCHASE).toBe(100);
  });
});
