import type { Subscription } from '@burrow/contract/subscriptions';
import { describe, expect, it } from 'vitest';
import { createSubscription } from '../../../test/builders';
import { refusalMessageId } from './refusal-message';
import { managementOf } from './subscription-management';

const burrow = { handled_by_chargebee: true };

describe('who manages a subscription', () => {
  it.each([
    [{ ...burrow }, { kind: 'changeable' }],
    [{ ...burrow, active: false }, { kind: 'ended' }],
    [{ ...burrow, auto_bill_payment_failed: true }, { kind: 'overdue' }],
    [
      {
        ...burrow,
        active: false,
        pause: { started_at: '2026-06-01T00:00:00Z', resumes_on: '2026-07-01T00:00:00Z' },
      },
      { kind: 'paused' },
    ],
    [
      { handled_by_chargebee: false, next_payment_method: 'AppStore' },
      { kind: 'external', billedBy: 'app_store' },
    ],
    [
      { handled_by_chargebee: false, next_payment_method: 'PlayStore' },
      { kind: 'external', billedBy: 'play_store' },
    ],
    [
      { handled_by_chargebee: false, next_payment_method: 'amdocs' },
      { kind: 'external', billedBy: 'carrier' },
    ],
    [
      { handled_by_chargebee: false, next_payment_method: 'PaypalLegacy', active: false },
      { kind: 'external', billedBy: 'other' },
    ],
  ] as const)('%o → %o', (overrides, expected) => {
    expect(managementOf(createSubscription(overrides as Partial<Subscription>))).toEqual(expected);
  });
});

describe('why a plan cannot be chosen', () => {
  it.each([
    ['addon_not_available', 'my_subscriptions.plans.refused.addon_not_available'],
    ['invalid_request', 'my_subscriptions.plans.refused.not_offered'],
    ['plan_change_not_allowed', 'errors.plan_change_not_allowed'],
    ['something_new', 'errors.unexpected'],
  ])('%s → %s', (code, messageId) => {
    expect(refusalMessageId(code)).toBe(messageId);
  });
});
