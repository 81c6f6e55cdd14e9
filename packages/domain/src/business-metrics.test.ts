import { describe, expect, it } from 'vitest';
import {
  churnedAt,
  countsForMrr,
  grossRenewalMinor,
  lastDays,
  mrrByCurrency,
  netRenewalMinor,
  rateBasisPoints,
  recoveryRate,
  refundRates,
  renewsAutomatically,
  reportRange,
  subscriberStanding,
  type ReportSubscription,
} from './business-metrics';
import { taxBasis } from './tax-rates';

const now = new Date('2026-11-27T12:00:00Z');
const later = new Date('2026-12-20T00:00:00Z');
const earlier = new Date('2026-11-01T00:00:00Z');
const sub = (overrides: Partial<ReportSubscription> = {}): ReportSubscription => ({
  status: 'active',
  autoRenew: true,
  revoked: false,
  complimentary: false,
  billedByBurrow: true,
  periodEnd: later,
  ...overrides,
});

describe('which subscriptions count, and for what (decision 0126)', () => {
  it.each([
    ['active and renewing', sub(), 'subscriber', true, true],
    [
      'renewal turned off, paid time left',
      sub({ status: 'non_renewing', autoRenew: false }),
      'subscriber',
      false,
      false,
    ],
    ['in trial', sub({ status: 'in_trial' }), 'trial', false, true],
    ['in trial, renewal off', sub({ status: 'in_trial', autoRenew: false }), 'trial', false, false],
    ['paused', sub({ status: 'paused', periodEnd: earlier }), 'paused', false, false],
    ['complimentary', sub({ complimentary: true }), 'subscriber', false, false],
    ['billed by the App Store', sub({ billedByBurrow: false }), 'subscriber', false, false],
    ['revoked by a refund', sub({ revoked: true }), 'none', false, false],
    ['period over, not yet expired by the run', sub({ periodEnd: earlier }), 'none', false, false],
    ['cancelled', sub({ status: 'cancelled' }), 'none', false, false],
    ['future', sub({ status: 'future' }), 'none', false, false],
  ] as const)('%s', (_label, input, standing, mrr, renews) => {
    expect(subscriberStanding(input, now)).toBe(standing);
    expect(countsForMrr(input, now)).toBe(mrr);
    expect(renewsAutomatically(input, now)).toBe(renews);
  });
});

describe('net and gross renewal amounts', () => {
  it.each([
    ['US (no tax in Oregon, tax-exclusive)', 11695, taxBasis('US', 'OR'), 11695, 11695],
    ['Germany, 19 % included', 11900, taxBasis('DE'), 10000, 11900],
    ['Germany, rounding half up', 1185, taxBasis('DE'), 996, 1185],
    ['Canada (Ontario), 13 % added', 10000, taxBasis('CA', 'ON'), 10000, 11300],
  ] as const)('%s', (_label, amount, basis, net, gross) => {
    expect(netRenewalMinor(amount, basis)).toBe(net);
    expect(grossRenewalMinor(amount, basis)).toBe(gross);
  });
});

describe('MRR per currency: net ÷ months, exact until the total, never across currencies', () => {
  it.each([
    ['nothing', [], {}],
    ['one monthly plan', [{ currency: 'USD', netMinor: 1295, months: 1 }], { USD: 1295 }],
    ['a yearly plan', [{ currency: 'USD', netMinor: 11695, months: 12 }], { USD: 975 }],
    [
      'fractions add up before rounding (3 × 1000/6 = 500, not 3 × 167)',
      [
        { currency: 'EUR', netMinor: 1000, months: 6 },
        { currency: 'EUR', netMinor: 1000, months: 6 },
        { currency: 'EUR', netMinor: 1000, months: 6 },
      ],
      { EUR: 500 },
    ],
    [
      'mixed lengths: 1295 + 6995/6 + 19995/24 = 3293.9… → 3294',
      [
        { currency: 'USD', netMinor: 1295, months: 1 },
        { currency: 'USD', netMinor: 6995, months: 6 },
        { currency: 'USD', netMinor: 19995, months: 24 },
      ],
      { USD: 3294 },
    ],
    [
      'currencies apart, listed alphabetically',
      [
        { currency: 'USD', netMinor: 1200, months: 12 },
        { currency: 'EUR', netMinor: 2400, months: 12 },
        { currency: 'GBP', netMinor: 1015, months: 1 },
      ],
      { EUR: 200, GBP: 1015, USD: 100 },
    ],
  ] as const)('%s', (_label, amounts, expected) => {
    expect(mrrByCurrency(amounts)).toEqual(expected);
  });

  it('refuses a plan without a length', () => {
    expect(() => mrrByCurrency([{ currency: 'USD', netMinor: 1, months: 0 }])).toThrow(RangeError);
  });
});

describe('the churn moment', () => {
  const a = new Date('2026-11-03T10:00:00Z');
  const b = new Date('2026-11-20T10:00:00Z');
  it.each([
    ['renews and runs', { renewalStoppedAt: null, endedAt: null }, null],
    ['renewal turned off, still running', { renewalStoppedAt: a, endedAt: null }, a],
    [
      'renewal off, then expired: the day it was turned off',
      { renewalStoppedAt: a, endedAt: b },
      a,
    ],
    [
      'ended without renewal ever on (a plan bought to run out)',
      { renewalStoppedAt: null, endedAt: b },
      b,
    ],
    ['refunded: both at once', { renewalStoppedAt: a, endedAt: a }, a],
  ] as const)('%s', (_label, input, expected) => {
    expect(churnedAt(input)).toEqual(expected);
  });
});

describe('rates in basis points', () => {
  it.each([
    [0, 0, null],
    [0, 100, 0],
    [1, 3, 3333],
    [2, 3, 6667],
    [1, 8, 1250],
    [125, 10_000, 125],
    [5, 5, 10_000],
  ] as const)('%i of %i → %s', (numerator, denominator, expected) => {
    expect(rateBasisPoints(numerator, denominator)).toBe(expected);
  });

  it('refund rates per currency, never mixed', () => {
    expect(
      refundRates([
        { currency: 'USD', collectedMinor: 20_000, refundedMinor: 1_000 },
        { currency: 'EUR', collectedMinor: 0, refundedMinor: 500 },
      ]),
    ).toEqual([
      { currency: 'EUR', collectedMinor: 0, refundedMinor: 500, rateBp: null },
      { currency: 'USD', collectedMinor: 20_000, refundedMinor: 1_000, rateBp: 500 },
    ]);
  });

  it.each([
    [0, 0, null],
    [4, 1, 2500],
    [3, 3, 10_000],
  ] as const)('recovery: %i failed, %i paid since → %s', (failed, recovered, expected) => {
    expect(recoveryRate(failed, recovered)).toEqual({ failed, recovered, rateBp: expected });
  });

  it('cannot recover more renewals than failed', () => {
    expect(() => recoveryRate(1, 2)).toThrow(RangeError);
  });
});

describe('report ranges', () => {
  it.each([
    ['one day', '2026-11-27', '2026-11-27', 1],
    ['a week', '2026-11-21', '2026-11-27', 7],
    ['across a leap day', '2028-02-28', '2028-03-01', 3],
    ['366 days', '2027-01-01', '2028-01-01', 366],
  ] as const)('%s', (_label, from, to, days) => {
    const range = reportRange(from, to);
    expect(range.ok && range.days.length).toBe(days);
    expect(range.ok && range.days[0]).toBe(from);
    expect(range.ok && range.days.at(-1)).toBe(to);
    expect(range.ok && range.start.toISOString()).toBe(`${from}T00:00:00.000Z`);
  });

  it.each([
    ['not a date', 'yesterday', '2026-11-27', 'invalid_date'],
    ['no such day', '2026-02-30', '2026-03-01', 'invalid_date'],
    ['with a time', '2026-11-01T00:00', '2026-11-27', 'invalid_date'],
    ['backwards', '2026-11-27', '2026-11-01', 'from_after_to'],
    ['367 days', '2027-01-01', '2028-01-02', 'too_long'],
  ] as const)('refuses %s', (_label, from, to, reason) => {
    expect(reportRange(from, to)).toEqual({ ok: false, reason });
  });

  it('ends the range one day after its last day', () => {
    const range = reportRange('2026-11-01', '2026-11-30');
    expect(range.ok && range.endExclusive.toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('the last 30 days end today (UTC)', () => {
    expect(lastDays(new Date('2026-11-27T23:59:00Z'), 30)).toEqual({
      from: '2026-10-29',
      to: '2026-11-27',
    });
  });
});
