import { describe, expect, it } from 'vitest';
import { derivedSubscriptionStatus, type DerivedStatusInput } from './derived-status';
import { FUTURE, PAST, TEST_NOW } from './test-builders';

function sub(overrides: Partial<DerivedStatusInput> = {}): DerivedStatusInput {
  return { state: 'active', type: 'standard', next_payment_date: FUTURE, ...overrides };
}

describe('docs/product.md#subscription-states derived status: active or revoked by default', () => {
  it.each([
    ['active', sub(), 'active'],
    [
      'cancelled still shows active by default',
      sub({ state: 'cancelled', next_payment_date: PAST }),
      'active',
    ],
    ['revoked state', sub({ state: 'revoked' }), 'revoked'],
    [
      'revoked through the chosen licence',
      sub({ licenses: [{ state: 'active' }, { state: 'revoked' }] }),
      'revoked',
    ],
    ['active licences', sub({ licenses: [{ state: 'active' }] }), 'active'],
    [
      'single-device trial uses the default forms',
      sub({ type: 'single_device_free_trial' }),
      'active',
    ],
  ] as const)('%s → %s', (_label, input, expected) => {
    expect(derivedSubscriptionStatus(input, TEST_NOW)).toBe(expected);
  });
});

describe('docs/product.md#subscription-states derived status: free-trial variants give active or expired forms', () => {
  it.each([
    ['multi_device_free_trial', 'intrial', FUTURE, 'multi_device_free_trial_active'],
    ['multi_device_free_trial', 'cancelled', PAST, 'multi_device_free_trial_expired'],
    ['free_trial', 'active', PAST, 'free_trial_active'],
    ['free_trial', 'cancelled', PAST, 'free_trial_expired'],
    ['free_trial', 'cancelled', FUTURE, 'free_trial_active'],
    ['chargebee_free_trial', 'intrial', FUTURE, 'chargebee_free_trial_active'],
    ['chargebee_free_trial', 'revoked', FUTURE, 'chargebee_free_trial_expired'],
  ] as const)('%s in %s ending %s → %s', (type, state, date, expected) => {
    expect(derivedSubscriptionStatus(sub({ type, state, next_payment_date: date }), TEST_NOW)).toBe(
      expected,
    );
  });

  it('a trial whose chosen licence is revoked is expired', () => {
    const input = sub({ type: 'free_trial', state: 'intrial', licenses: [{ state: 'revoked' }] });
    expect(derivedSubscriptionStatus(input, TEST_NOW)).toBe('free_trial_expired');
  });
});
