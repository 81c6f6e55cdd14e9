import { describe, expect, it } from 'vitest';
import {
  firstEligibleActiveSubscription,
  hasUserExpired,
  isEligibleActiveSubscription,
  navigationType,
} from './navigation-type';
import {
  FUTURE,
  PAST,
  TEST_NOW,
  buildSubscription as sub,
  buildUser as user,
} from './test-builders';

const expiredSub = sub({ state: 'cancelled', active: false, next_payment_date: PAST });
const appStore = sub({ next_payment_method: 'AppStore' });

describe('docs/product.md#navigation-type navigation type, decided in order', () => {
  it.each([
    ['1. business customer', user({ business_customer: true }), [sub()], 'business'],
    ['1. business even with nothing active', user({ business_customer: true }), [], 'business'],
    [
      '1. business beats free trial',
      user({ business_customer: true, free_trial_status: 'free_trial' }),
      [sub()],
      'business',
    ],
    [
      '2. free trial: status present, not chargebee, not expired',
      user({ free_trial_status: 'multi_device_free_trial' }),
      [sub({ state: 'intrial' })],
      'free_trial',
    ],
    [
      '2. free trial beats in-app',
      user({ free_trial_status: 'free_trial' }),
      [sub({ state: 'intrial', next_payment_method: 'AppStore' })],
      'free_trial',
    ],
    [
      '2. not for a chargebee trial',
      user({ free_trial_status: 'Chargebee_free_trial' }),
      [sub({ state: 'intrial' })],
      'active',
    ],
    [
      '2. not when the user expired',
      user({ free_trial_status: 'free_trial' }),
      [expiredSub],
      'expired',
    ],
    ['2. an empty status is no trial', user({ free_trial_status: ' ' }), [sub()], 'active'],
    ['3. in-app: exactly one, bought in a store', user(), [appStore], 'in_app_purchase'],
    [
      '3. in-app: Play Store',
      user(),
      [sub({ next_payment_method: 'PlayStore' })],
      'in_app_purchase',
    ],
    [
      '3. in-app: cancelled but not yet ended is not expired',
      user(),
      [
        sub({
          next_payment_method: 'AppStore',
          state: 'cancelled',
          active: false,
          next_payment_date: FUTURE,
        }),
      ],
      'in_app_purchase',
    ],
    [
      '3. not in-app when expired',
      user(),
      [
        sub({
          next_payment_method: 'AppStore',
          state: 'cancelled',
          active: false,
          next_payment_date: PAST,
        }),
      ],
      'expired',
    ],
    [
      '3. not in-app with two subscriptions',
      user(),
      [appStore, sub({ krn: 'krn:subscription:s2' })],
      'active',
    ],
    ['4. active: an eligible active subscription', user(), [expiredSub, sub()], 'active'],
    [
      '4. active: in grace period still counts',
      user(),
      [sub({ next_payment_date: PAST })],
      'active',
    ],
    [
      '4. active: a trial subscription without trial status',
      user(),
      [sub({ state: 'intrial' })],
      'active',
    ],
    ['5. expired: no subscriptions', user(), [], 'expired'],
    ['5. expired: only expired ones', user(), [expiredSub], 'expired'],
    ['5. expired: revoked', user(), [sub({ state: 'revoked', active: false })], 'expired'],
  ])('%s', (_label, u, subs, expected) => {
    expect(navigationType(u, subs, TEST_NOW)).toBe(expected);
  });
});

describe('docs/product.md#navigation-type eligible active subscription (decision 0012)', () => {
  it.each([
    ['active', sub(), true],
    ['in trial', sub({ state: 'intrial' }), true],
    ['billing says not active', sub({ active: false }), false],
    ['cancelled', sub({ state: 'cancelled' }), false],
    ['revoked', sub({ state: 'revoked' }), false],
  ])('%s → %s', (_label, s, expected) => {
    expect(isEligibleActiveSubscription(s)).toBe(expected);
  });

  it('the first eligible one in billing order', () => {
    const second = sub({ krn: 'krn:subscription:s2' });
    const third = sub({ krn: 'krn:subscription:s3' });
    expect(firstEligibleActiveSubscription([expiredSub, second, third])).toBe(second);
    expect(hasUserExpired([expiredSub])).toBe(true);
    expect(hasUserExpired([expiredSub, second])).toBe(false);
  });
});
