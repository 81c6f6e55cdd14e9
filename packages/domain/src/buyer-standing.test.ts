import { describe, expect, it } from 'vitest';
import {
  alreadyHasSubscription,
  buyerStanding,
  isOfferOpenTo,
  isReturningCustomer,
  type BuyerStanding,
  type BuyerSubscription,
} from './buyer-standing';

const now = new Date('2026-06-01T00:00:00Z');

function subscription(overrides: Partial<BuyerSubscription> = {}): BuyerSubscription {
  return {
    state: 'active',
    type: 'standard',
    next_payment_date: '2026-09-01T00:00:00Z',
    auto_billing_enabled: true,
    supports_autobill: true,
    auto_bill_failed_on: null,
    auto_bill_payment_failed: false,
    expires_soon: false,
    active: true,
    next_payment_method: 'CreditCard',
    next_billing_cycle: 12,
    ...overrides,
  };
}

const active = subscription();
const inTrial = subscription({
  state: 'intrial',
  type: 'multi_device_free_trial',
  next_billing_cycle: 1,
});
const expiringSoon = subscription({ auto_billing_enabled: false, expires_soon: true });
const gracePeriod = subscription({ next_payment_date: '2026-05-25T00:00:00Z' });
const autobillFailed = subscription({
  auto_bill_failed_on: '2026-05-31T00:00:00Z',
  auto_bill_payment_failed: true,
});
const inApp = subscription({ next_payment_method: 'AppStore', supports_autobill: false });
const giftCard = subscription({ next_payment_method: 'gift_card', auto_billing_enabled: false });
const bitpay = subscription({ next_payment_method: 'Bitpay', auto_billing_enabled: false });
const expired = subscription({
  state: 'cancelled',
  active: false,
  auto_billing_enabled: false,
  next_payment_date: '2026-04-01T00:00:00Z',
});
const revoked = subscription({
  state: 'revoked',
  active: false,
  next_payment_date: '2026-05-30T00:00:00Z',
});
// Cancelled, but paid up until next week: nothing to win back yet.
const cancelledStillRunning = subscription({
  state: 'cancelled',
  active: false,
  auto_billing_enabled: false,
  next_payment_date: '2026-06-08T00:00:00Z',
});

describe('docs/product.md#offers-coupons-and-who-may-buy-what "already has subscription": a plan that still gives access blocks buying another', () => {
  it.each([
    ['no subscription', [], false],
    ['an active card plan', [active], true],
    ['a free trial', [inTrial], true],
    ['a plan expiring soon (autobill off)', [expiringSoon], true],
    ['a plan in its grace period', [gracePeriod], true],
    ['a plan whose renewal failed', [autobillFailed], true],
    ['an App Store plan', [inApp], true],
    ['an expired plan', [expired], false],
    ['a refunded (revoked) plan', [revoked], false],
    ['a gift-card plan, renewed by hand', [giftCard], false],
    ['a crypto plan, renewed by hand', [bitpay], false],
    ['an expired plan and an active one', [expired, active], true],
    [
      'a paused plan (decision 0102)',
      [
        subscription({
          active: false,
          pause: { resumes_on: '2026-07-01T00:00:00Z' },
        }),
      ],
      true,
    ],
  ])('%s → %s', (_, subscriptions, expected) => {
    expect(alreadyHasSubscription(subscriptions)).toBe(expected);
  });
});

describe('a returning customer had Burrow and every plan has expired (the win-back audience)', () => {
  it.each([
    ['never subscribed', [], false],
    ['one expired plan', [expired], true],
    ['an expired and a revoked plan', [expired, revoked], true],
    ['an expired and an active plan', [expired, active], false],
    ['a cancelled plan still running', [expired, cancelledStillRunning], false],
    ['an active plan', [active], false],
  ])('%s → %s', (_, subscriptions, expected) => {
    expect(isReturningCustomer(subscriptions, now)).toBe(expected);
  });
});

describe('buyerStanding', () => {
  it('a buyer with no subscriptions (signed out, or never bought) is a new customer', () => {
    expect(buyerStanding([], now)).toEqual({
      newCustomer: true,
      returningCustomer: false,
      currentBillingCycleMonths: null,
      alreadySubscribed: false,
    });
  });

  it('anyone who ever held a subscription, a trial or a gift card included, is not new', () => {
    for (const held of [[active], [inTrial], [giftCard], [expired]]) {
      expect(buyerStanding(held, now).newCustomer).toBe(false);
    }
  });

  it('the current cycle is that of the plan giving access', () => {
    expect(buyerStanding([expired, inTrial], now).currentBillingCycleMonths).toBe(1);
    expect(buyerStanding([expired], now).currentBillingCycleMonths).toBeNull();
  });
});

describe('an offer is open to its audience only', () => {
  const standing = (overrides: Partial<BuyerStanding>): BuyerStanding => ({
    newCustomer: false,
    returningCustomer: false,
    currentBillingCycleMonths: null,
    alreadySubscribed: false,
    ...overrides,
  });
  it.each([
    ['everyone', standing({ newCustomer: true }), true],
    ['everyone', standing({ returningCustomer: true }), true],
    ['new_customers', standing({ newCustomer: true }), true],
    ['new_customers', standing({ returningCustomer: true }), false],
    ['returning_customers', standing({ returningCustomer: true }), true],
    ['returning_customers', standing({ newCustomer: true }), false],
    ['returning_customers', standing({}), false],
  ] as const)('%s, buyer %o → %s', (audience, buyer, expected) => {
    expect(isOfferOpenTo(audience, buyer)).toBe(expected);
  });
});
