import { describe, expect, it } from 'vitest';
import { planChangeFigures, proratedCharge, remainingDays, unusedTimeCredit } from './proration';

const start = new Date('2026-06-01T09:00:00Z');
const end = new Date('2026-07-01T09:00:00Z'); // 30 days
const at = (iso: string) => new Date(iso);

describe('days left of a period (issue 5: plan changes prorate by whole days)', () => {
  it.each([
    ['at the start', '2026-06-01T09:00:00Z', { remaining: 30, totalDays: 30 }],
    ['ten days in', '2026-06-11T09:00:00Z', { remaining: 20, totalDays: 30 }],
    [
      'ten days and a few hours in: the partial day is not credited',
      '2026-06-11T15:00:00Z',
      { remaining: 19, totalDays: 30 },
    ],
    ['at the end', '2026-07-01T09:00:00Z', { remaining: 0, totalDays: 30 }],
    ['after the end', '2026-07-05T09:00:00Z', { remaining: 0, totalDays: 30 }],
    ['before the start', '2026-05-20T09:00:00Z', { remaining: 30, totalDays: 30 }],
  ])('%s', (_, now, expected) => {
    expect(remainingDays({ start, end }, at(now))).toEqual(expected);
  });

  it('a period shorter than a day still counts as one day, so nothing divides by zero', () => {
    expect(remainingDays({ start, end: start }, start)).toEqual({ remaining: 0, totalDays: 1 });
  });
});

describe('credit for unused time', () => {
  it.each([
    ['nothing paid', [], '2026-06-11T09:00:00Z', 0],
    [
      'a month paid, two thirds left',
      [{ paidMinor: 1299, start, end }],
      '2026-06-11T09:00:00Z',
      866,
    ],
    ['a month paid, used up', [{ paidMinor: 1299, start, end }], '2026-07-01T09:00:00Z', 0],
    [
      'the plan and an add-on bought later in the same period',
      [
        { paidMinor: 1299, start, end },
        { paidMinor: 300, start: at('2026-06-16T09:00:00Z'), end },
      ],
      '2026-06-21T09:00:00Z',
      433 + 200,
    ],
    [
      'a negative amount (a credit note) is never credited',
      [{ paidMinor: -500, start, end }],
      '2026-06-11T09:00:00Z',
      0,
    ],
  ])('%s', (_, paid, now, credit) => {
    expect(unusedTimeCredit(paid, at(now))).toBe(credit);
  });
});

describe('an add-on joining a running period pays for the days left', () => {
  it.each([
    ['on the first day', '2026-06-01T09:00:00Z', 599],
    ['half way', '2026-06-16T09:00:00Z', 299],
    ['on the last day', '2026-06-30T10:00:00Z', 0],
  ])('%s', (_, now, charge) => {
    expect(proratedCharge(599, { start, end }, at(now))).toBe(charge);
  });
});

describe('pricing an immediate plan change', () => {
  it.each([
    [
      'upgrade: the new plan less the credit, tax on the rest',
      {
        itemsMinor: [9999],
        couponPercentOff: null,
        creditMinor: 866,
        tax: { rateBasisPoints: 1900, inclusive: false },
        newCycleDays: 365,
      },
      {
        subtotalMinor: 9999,
        discountMinor: 0,
        creditMinor: 866,
        taxMinor: 1735,
        totalMinor: 10868,
        extraDays: 0,
      },
    ],
    [
      'upgrade in Germany: prices include VAT, so the tax is part of what is left to pay',
      {
        itemsMinor: [9999],
        couponPercentOff: null,
        creditMinor: 866,
        tax: { rateBasisPoints: 1900, inclusive: true },
        newCycleDays: 365,
      },
      {
        subtotalMinor: 9999,
        discountMinor: 0,
        creditMinor: 866,
        taxMinor: 1458,
        totalMinor: 9133,
        extraDays: 0,
      },
    ],
    [
      'upgrade with UPGRADE30NOW: the coupon comes off the new plan before the credit',
      {
        itemsMinor: [9999, 2400],
        couponPercentOff: 30,
        creditMinor: 866,
        tax: { rateBasisPoints: 0, inclusive: false },
        newCycleDays: 365,
      },
      {
        subtotalMinor: 12399,
        discountMinor: 3719,
        creditMinor: 866,
        taxMinor: 0,
        totalMinor: 7814,
        extraDays: 0,
      },
    ],
    [
      'downgrade late in a yearly plan: nothing to pay, the rest of the credit becomes days',
      {
        itemsMinor: [1299],
        couponPercentOff: null,
        creditMinor: 5000,
        tax: { rateBasisPoints: 1900, inclusive: false },
        newCycleDays: 30,
      },
      {
        subtotalMinor: 1299,
        discountMinor: 0,
        creditMinor: 1299,
        taxMinor: 0,
        totalMinor: 0,
        extraDays: 85,
      },
    ],
    [
      'no credit at all (a gift-card period)',
      {
        itemsMinor: [1299],
        couponPercentOff: null,
        creditMinor: 0,
        tax: { rateBasisPoints: 2000, inclusive: false },
        newCycleDays: 30,
      },
      {
        subtotalMinor: 1299,
        discountMinor: 0,
        creditMinor: 0,
        taxMinor: 260,
        totalMinor: 1559,
        extraDays: 0,
      },
    ],
    [
      'a free plan change (100% coupon) keeps nothing and charges nothing',
      {
        itemsMinor: [1299],
        couponPercentOff: 100,
        creditMinor: 400,
        tax: { rateBasisPoints: 2000, inclusive: false },
        newCycleDays: 30,
      },
      {
        subtotalMinor: 1299,
        discountMinor: 1299,
        creditMinor: 0,
        taxMinor: 0,
        totalMinor: 0,
        extraDays: 0,
      },
    ],
  ])('%s', (_, input, expected) => {
    expect(planChangeFigures(input)).toEqual(expected);
  });
});
