import { describe, expect, it } from 'vitest';
import { FREE_TRIAL_ALREADY_USED_KEY, isFreePeriodMessage, mayUseFreePeriod } from './free-period';

describe('docs/product.md#offers-coupons-and-who-may-buy-what free-period offers are only for new users', () => {
  it.each([
    [0, true],
    [1, false],
    [3, false],
  ])('%i earlier subscriptions → %s', (count, expected) => {
    expect(mayUseFreePeriod(count)).toBe(expected);
  });

  it('docs/product.md#checkout-errors the server refusal maps to the free-trial-already-used message', () => {
    expect(isFreePeriodMessage('Free periods are only available for new users')).toBe(true);
    expect(isFreePeriodMessage('payment declined')).toBe(false);
    expect(FREE_TRIAL_ALREADY_USED_KEY).toBe('checkout.errors.free_trial_already_used');
  });
});
