import { describe, expect, it } from 'vitest';
import {
  canTurnAutobillOn,
  computeExpiresSoonFlag,
  hasAutoBillFailed,
  isExpired,
  isExpiringSoon,
  isInGracePeriod,
  isInTrial,
  subscriptionCondition,
  type SubscriptionFacts,
} from './subscription-status';

const now = new Date('2026-06-15T12:00:00Z');
const past = '2026-06-01T00:00:00Z';
const future = '2026-07-01T00:00:00Z';

function facts(overrides: Partial<SubscriptionFacts> = {}): SubscriptionFacts {
  return {
    state: 'active',
    type: 'standard',
    next_payment_date: future,
    auto_billing_enabled: true,
    supports_autobill: true,
    auto_bill_failed_on: null,
    auto_bill_payment_failed: false,
    expires_soon: false,
    ...overrides,
  };
}

describe('docs/product.md#subscription-states grace period: state active but next payment date passed', () => {
  it.each([
    ['active, date passed', facts({ next_payment_date: past }), true],
    ['active, date ahead', facts(), false],
    ['cancelled, date passed', facts({ state: 'cancelled', next_payment_date: past }), false],
    ['active, no date', facts({ next_payment_date: null }), false],
  ])('%s → %s', (_label, sub, expected) => {
    expect(isInGracePeriod(sub, now)).toBe(expected);
  });
});

describe('docs/product.md#subscription-states expired: payment date passed and state not active', () => {
  it.each([
    ['cancelled, date passed', facts({ state: 'cancelled', next_payment_date: past }), true],
    ['revoked, date passed', facts({ state: 'revoked', next_payment_date: past }), true],
    ['active, date passed (grace instead)', facts({ next_payment_date: past }), false],
    ['cancelled, date ahead', facts({ state: 'cancelled' }), false],
  ])('%s → %s', (_label, sub, expected) => {
    expect(isExpired(sub, now)).toBe(expected);
  });
});

describe('docs/product.md#subscription-states expiring soon: flag set, autobill off, date in the future', () => {
  it.each([
    ['all three hold', facts({ expires_soon: true, auto_billing_enabled: false }), true],
    ['autobill on', facts({ expires_soon: true }), false],
    ['flag not set', facts({ auto_billing_enabled: false }), false],
    [
      'date passed',
      facts({ expires_soon: true, auto_billing_enabled: false, next_payment_date: past }),
      false,
    ],
  ])('%s → %s', (_label, sub, expected) => {
    expect(isExpiringSoon(sub, now)).toBe(expected);
  });
});

describe('docs/product.md#subscription-states auto-bill failed: autobill on, failure flag or date set, state active', () => {
  it.each([
    ['failure date set', facts({ auto_bill_failed_on: past }), true],
    ['failure flag set', facts({ auto_bill_payment_failed: true }), true],
    ['autobill off', facts({ auto_bill_failed_on: past, auto_billing_enabled: false }), false],
    ['not active', facts({ auto_bill_failed_on: past, state: 'cancelled' }), false],
    ['no failure', facts(), false],
  ])('%s → %s', (_label, sub, expected) => {
    expect(hasAutoBillFailed(sub)).toBe(expected);
  });
});

describe('docs/product.md#subscription-states autobill can be turned on: off, supported, not expired', () => {
  it.each([
    ['off and supported', facts({ auto_billing_enabled: false }), true],
    ['already on', facts(), false],
    ['not supported', facts({ auto_billing_enabled: false, supports_autobill: false }), false],
    [
      'expired',
      facts({ auto_billing_enabled: false, state: 'cancelled', next_payment_date: past }),
      false,
    ],
  ])('%s → %s', (_label, sub, expected) => {
    expect(canTurnAutobillOn(sub, now)).toBe(expected);
  });
});

describe('expires_soon flag stored by billing', () => {
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);
  it.each([
    ['autobill off, ends in 10 days', false, inDays(10), true],
    ['autobill off, ends in exactly 14 days', false, inDays(14), true],
    ['autobill off, ends in 20 days', false, inDays(20), false],
    ['autobill on, ends in 3 days', true, inDays(3), false],
    ['autobill off, already ended', false, inDays(-1), false],
  ])('%s → %s', (_label, autobill, end, expected) => {
    expect(computeExpiresSoonFlag(autobill, end, now)).toBe(expected);
  });
});

describe('the dashboard shows the most urgent condition', () => {
  it.each([
    ['revoked', facts({ state: 'revoked', next_payment_date: past }), 'revoked'],
    ['expired', facts({ state: 'cancelled', next_payment_date: past }), 'expired'],
    [
      'autobill failed beats grace',
      facts({ auto_bill_failed_on: past, next_payment_date: past }),
      'autobill_failed',
    ],
    ['grace period', facts({ next_payment_date: past }), 'grace_period'],
    [
      'paused beats expiring soon (decision 0102)',
      facts({
        pause: { resumes_on: '2030-01-01T00:00:00Z' },
        expires_soon: true,
        auto_billing_enabled: false,
      }),
      'paused',
    ],
    [
      'revoked beats paused',
      facts({ state: 'revoked', pause: { resumes_on: '2030-01-01T00:00:00Z' } }),
      'revoked',
    ],
    ['expiring soon', facts({ expires_soon: true, auto_billing_enabled: false }), 'expiring_soon'],
    ['trial', facts({ state: 'intrial', type: 'multi_device_free_trial' }), 'trial'],
    ['active', facts(), 'active'],
  ] as const)('%s', (_label, sub, expected) => {
    expect(subscriptionCondition(sub, now)).toBe(expected);
  });
});

describe('docs/product.md#subscription-states in trial: the intrial state or a free-trial type', () => {
  it.each([
    ['intrial state', facts({ state: 'intrial' }), true],
    ['multi_device_free_trial', facts({ type: 'multi_device_free_trial' }), true],
    ['single_device_free_trial', facts({ type: 'single_device_free_trial' }), true],
    ['chargebee_free_trial', facts({ type: 'chargebee_free_trial' }), true],
    ['free_trial', facts({ type: 'free_trial' }), true],
    ['paid plan', facts(), false],
  ])('%s → %s', (_label, sub, expected) => {
    expect(isInTrial(sub)).toBe(expected);
  });
});
