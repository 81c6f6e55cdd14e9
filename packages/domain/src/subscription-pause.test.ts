import { describe, expect, it } from 'vitest';
import {
  nextPauseAllowedAt,
  pauseRefusal,
  pauseReminderDue,
  periodEndAfterPause,
  planPause,
  statusAfterPause,
  type PauseFacts,
} from './subscription-pause';

const now = new Date('2026-03-10T12:00:00Z');
const running: PauseFacts = {
  billingSystem: 'burrow',
  status: 'active',
  revoked: false,
  autoBillingEnabled: true,
  autoBillFailedOn: null,
  periodEnd: new Date('2026-05-01T00:00:00Z'),
  lastPauseStartedAt: null,
};

describe('decision 0102: who may pause', () => {
  it.each<[string, Partial<PauseFacts>, ReturnType<typeof pauseRefusal>]>([
    ['a running plan set to renew', {}, null],
    [
      'paused more than 12 months ago',
      { lastPauseStartedAt: new Date('2025-03-10T11:59:59Z') },
      null,
    ],
    [
      'paused exactly 12 months ago',
      { lastPauseStartedAt: new Date('2025-03-10T12:00:00Z') },
      null,
    ],
    [
      'paused 11 months ago',
      { lastPauseStartedAt: new Date('2025-04-10T12:00:00Z') },
      'paused_recently',
    ],
    ['already paused', { status: 'paused' }, 'already_paused'],
    ['in its free trial', { status: 'in_trial' }, 'in_trial'],
    [
      'with renewal turned off',
      { status: 'non_renewing', autoBillingEnabled: false },
      'autobill_off',
    ],
    ['active with autobill off', { autoBillingEnabled: false }, 'autobill_off'],
    ['ended', { status: 'cancelled' }, 'not_active'],
    ['not started', { status: 'future' }, 'not_active'],
    ['refunded and revoked', { revoked: true }, 'not_active'],
    ['billed by the App Store', { billingSystem: 'app_store' }, 'billed_elsewhere'],
    ['billed by a partner', { billingSystem: 'partner' }, 'billed_elsewhere'],
    [
      'whose renewal failed',
      { autoBillFailedOn: new Date('2026-03-01T00:00:00Z') },
      'payment_failed',
    ],
    ['whose renewal is due now', { periodEnd: now }, 'renewal_due'],
    [
      'whose renewal was due before now',
      { periodEnd: new Date('2026-03-01T00:00:00Z') },
      'renewal_due',
    ],
  ])('%s → %s', (_label, change, expected) => {
    expect(pauseRefusal({ ...running, ...change }, now)).toBe(expected);
  });

  it('may pause again 12 calendar months after the last pause began', () => {
    expect(nextPauseAllowedAt(new Date('2024-02-29T08:00:00Z')).toISOString()).toBe(
      '2025-02-28T08:00:00.000Z',
    );
  });
});

describe('decision 0102: a pause keeps the paid time left', () => {
  it.each([
    [1, '2026-04-10T12:00:00.000Z', '2026-06-01T00:00:00.000Z'],
    [2, '2026-05-10T12:00:00.000Z', '2026-07-01T00:00:00.000Z'],
    [3, '2026-06-10T12:00:00.000Z', '2026-08-01T00:00:00.000Z'],
  ] as const)('%s month(s): resumes %s, paid through %s', (months, resumes, paidThrough) => {
    const plan = planPause(now, months, running.periodEnd);
    expect(plan.resumesAt.toISOString()).toBe(resumes);
    // The paid time left (51.5 days) is served after the pause ends.
    expect(plan.periodEnd.getTime() - plan.resumesAt.getTime()).toBe(
      running.periodEnd.getTime() - now.getTime(),
    );
    expect(plan.periodEnd.toISOString()).toBe(paidThrough);
  });

  it('resumed early, the renewal moves back only by the time paused', () => {
    const tenDaysLater = new Date(now.getTime() + 10 * 86_400_000);
    expect(periodEndAfterPause(running.periodEnd, now, tenDaysLater).toISOString()).toBe(
      '2026-05-11T00:00:00.000Z',
    );
  });

  it('a pause ended before it began moves nothing', () => {
    expect(periodEndAfterPause(running.periodEnd, now, new Date('2026-03-01T00:00:00Z'))).toEqual(
      running.periodEnd,
    );
  });

  it.each([
    [true, 'active'],
    [false, 'non_renewing'],
  ] as const)('resumes with autobill %s as %s', (autobill, status) => {
    expect(statusAfterPause(autobill)).toBe(status);
  });
});

describe('decision 0102: the reminder comes 3 days before the pause ends', () => {
  const resumesAt = new Date('2026-06-10T12:00:00Z');
  it.each([
    ['4 days before', '2026-06-06T12:00:00Z', false],
    ['3 days before, to the second', '2026-06-07T12:00:00Z', true],
    ['the day before', '2026-06-09T12:00:00Z', true],
    ['when it resumes', '2026-06-10T12:00:00Z', false],
  ])('%s → %s', (_label, at, expected) => {
    expect(pauseReminderDue(resumesAt, new Date(at))).toBe(expected);
  });
});
