import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DELETION_GRACE_DAYS,
  deletionBlockers,
  deletionCompletesAt,
  isDeletionDue,
  isRunning,
  renewalsToStop,
  type DeletionSubscriptionFacts,
} from './account-deletion';

const now = new Date('2026-06-15T12:00:00Z');
const sub = (overrides: Partial<DeletionSubscriptionFacts> = {}): DeletionSubscriptionFacts => ({
  id: 's1',
  billingSystem: 'burrow',
  autoBillingEnabled: true,
  status: 'active',
  revoked: false,
  periodEnd: new Date('2026-09-01T00:00:00Z'),
  ...overrides,
});

describe('account deletion: which subscriptions block it (decision 0043)', () => {
  it.each([
    ['a Burrow-billed plan on autobill: Burrow cancels it', sub(), []],
    [
      'an App Store plan that still renews',
      sub({ billingSystem: 'app_store' }),
      [{ id: 's1', cancelAt: 'app_store' }],
    ],
    [
      'a Play Store plan that still renews',
      sub({ billingSystem: 'play_store' }),
      [{ id: 's1', cancelAt: 'play_store' }],
    ],
    [
      'a legacy PayPal plan that still renews',
      sub({ billingSystem: 'legacy' }),
      [{ id: 's1', cancelAt: 'original_seller' }],
    ],
    [
      'a partner plan that still renews',
      sub({ billingSystem: 'partner' }),
      [{ id: 's1', cancelAt: 'original_seller' }],
    ],
    [
      'an App Store plan already cancelled in the store',
      sub({ billingSystem: 'app_store', autoBillingEnabled: false }),
      [],
    ],
    ['an App Store plan that has ended', sub({ billingSystem: 'app_store', periodEnd: now }), []],
    ['a cancelled store plan', sub({ billingSystem: 'play_store', status: 'cancelled' }), []],
    ['a revoked store plan', sub({ billingSystem: 'partner', revoked: true }), []],
  ] as const)('%s', (_case, subscription, expected) => {
    expect(deletionBlockers([subscription], now)).toEqual(expected);
  });

  it('lists every blocker, in order', () => {
    expect(
      deletionBlockers(
        [
          sub({ id: 'a', billingSystem: 'app_store' }),
          sub({ id: 'b' }),
          sub({ id: 'c', billingSystem: 'legacy' }),
        ],
        now,
      ).map((blocker) => blocker.id),
    ).toEqual(['a', 'c']);
  });
});

describe('account deletion: renewals Burrow stops while the request waits', () => {
  it.each([
    ['a running Burrow plan on autobill', sub(), ['s1']],
    ['one already off autobill', sub({ autoBillingEnabled: false }), []],
    ['a store plan', sub({ billingSystem: 'app_store' }), []],
    ['an ended plan', sub({ periodEnd: new Date('2026-06-01T00:00:00Z') }), []],
    ['a trial', sub({ status: 'in_trial' }), ['s1']],
  ] as const)('%s', (_case, subscription, expected) => {
    expect(renewalsToStop([subscription], now)).toEqual(expected);
  });
});

describe('account deletion: the grace period', () => {
  it('completes after the configured whole days', () => {
    expect(deletionCompletesAt(now, DEFAULT_DELETION_GRACE_DAYS)).toEqual(
      new Date('2026-06-29T12:00:00Z'),
    );
    expect(deletionCompletesAt(now, 0)).toEqual(now);
  });

  it.each([-1, 1.5, Number.NaN])('refuses a grace period of %s days', (days) => {
    expect(() => deletionCompletesAt(now, days)).toThrow(RangeError);
  });

  it.each([
    ['before the end', new Date('2026-06-29T11:59:59Z'), false],
    ['at the end', new Date('2026-06-29T12:00:00Z'), true],
    ['after the end', new Date('2026-07-01T00:00:00Z'), true],
  ] as const)('is due %s: %s', (_case, at, due) => {
    expect(isDeletionDue(new Date('2026-06-29T12:00:00Z'), at)).toBe(due);
  });

  it('a subscription runs until its period ends', () => {
    expect(isRunning(sub(), now)).toBe(true);
    expect(isRunning(sub({ periodEnd: now }), now)).toBe(false);
  });
});
