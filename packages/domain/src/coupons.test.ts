import { describe, expect, it } from 'vitest';
import { isCouponApplicable, isCouponUsable, normalizeCouponCode } from './coupons';

const existing = { newCustomer: false };

describe('docs/product.md#offers-coupons-and-who-may-buy-what an upgrade coupon (UPGRADE30NOW) applies only if the chosen plan is longer than the current billing cycle', () => {
  it.each([
    [1, 12, true],
    [12, 24, true],
    [6, 12, true],
    [12, 12, false],
    [24, 12, false],
    [null, 12, false],
  ])('current %s, plan %i → %s', (current, plan, expected) => {
    expect(
      isCouponApplicable('upgrade', {
        ...existing,
        currentBillingCycleMonths: current,
        planMonths: plan,
      }),
    ).toBe(expected);
  });
});

describe('docs/product.md#offers-coupons-and-who-may-buy-what a monthly upgrade coupon (PREXUPG30NOW) applies only if the current cycle is 1 month and the plan is longer', () => {
  it.each([
    [1, 12, true],
    [1, 6, true],
    [1, 1, false],
    [6, 12, false],
    [12, 24, false],
    [null, 12, false],
  ])('current %s, plan %i → %s', (current, plan, expected) => {
    expect(
      isCouponApplicable('monthly_upgrade', {
        ...existing,
        currentBillingCycleMonths: current,
        planMonths: plan,
      }),
    ).toBe(expected);
  });
});

describe('a new-customer coupon (WELCOME10, "your first payment") applies only to someone who never subscribed', () => {
  it.each([
    [true, null, true],
    [false, null, false],
    [false, 12, false],
  ])('new customer %s, current cycle %s → %s', (newCustomer, current, expected) => {
    expect(
      isCouponApplicable('new_customers', {
        newCustomer,
        currentBillingCycleMonths: current,
        planMonths: 12,
      }),
    ).toBe(expected);
  });
});

describe('a coupon for everyone', () => {
  it.each([true, false])('applies to a new customer (%s) or not', (newCustomer) => {
    expect(
      isCouponApplicable('everyone', { newCustomer, currentBillingCycleMonths: 1, planMonths: 1 }),
    ).toBe(true);
  });
});

describe('a coupon is usable until it expires or runs out', () => {
  const now = new Date('2026-05-01T00:00:00Z');
  it.each([
    [{ expiresAt: null, maxRedemptions: null, redemptions: 900 }, true],
    [{ expiresAt: new Date('2026-05-02T00:00:00Z'), maxRedemptions: null, redemptions: 0 }, true],
    [{ expiresAt: now, maxRedemptions: null, redemptions: 0 }, false],
    [{ expiresAt: null, maxRedemptions: 10, redemptions: 9 }, true],
    [{ expiresAt: null, maxRedemptions: 10, redemptions: 10 }, false],
  ])('%o → %s', (terms, expected) => {
    expect(isCouponUsable(terms, now)).toBe(expected);
  });
});

describe('coupon codes', () => {
  it('are matched as customers type them', () => {
    expect(normalizeCouponCode(' upgrade30now ')).toBe('UPGRADE30NOW');
  });
});
