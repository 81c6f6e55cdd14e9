import { describe, expect, it } from 'vitest';
import {
  COUPON_CODE_PATTERN,
  couponUnusableReason,
  isCouponApplicable,
  isCouponForProduct,
  isCouponUsable,
  normalizeCouponCode,
} from './coupons';

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

describe('a coupon staff manage (decision 0124): deactivation, start, end and the limit of uses', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const before = new Date('2026-04-30T12:00:00Z');
  const after = new Date('2026-05-02T12:00:00Z');
  const open = { expiresAt: null, maxRedemptions: null, redemptions: 0 };
  it.each([
    ['open, no terms', open, null],
    ['started yesterday', { ...open, startsAt: before }, null],
    ['starts at this instant', { ...open, startsAt: now }, null],
    ['starts tomorrow', { ...open, startsAt: after }, 'not_started'],
    ['ends tomorrow', { ...open, expiresAt: after }, null],
    ['ends at this instant', { ...open, expiresAt: now }, 'expired'],
    ['one use of ten left', { ...open, maxRedemptions: 10, redemptions: 9 }, null],
    ['ten uses of ten taken', { ...open, maxRedemptions: 10, redemptions: 10 }, 'used_up'],
    ['deactivated yesterday', { ...open, deactivatedAt: before }, 'deactivated'],
    [
      'deactivated and used up: deactivation is said',
      { ...open, deactivatedAt: before, maxRedemptions: 1, redemptions: 1 },
      'deactivated',
    ],
    ['expired before it started', { ...open, startsAt: after, expiresAt: before }, 'not_started'],
  ] as const)('%s → %s', (_name, terms, expected) => {
    expect(couponUnusableReason(terms, now)).toBe(expected);
    expect(isCouponUsable(terms, now)).toBe(expected === null);
  });
});

describe('a coupon limited to some plans covers only those', () => {
  it.each([
    [null, 'vpn-basic', true],
    [[], 'vpn-basic', true],
    [['vpn-premium'], 'vpn-premium', true],
    [['vpn-premium'], 'vpn-basic', false],
    [['vpn-vip', 'vpn-premium'], 'vpn-vip', true],
  ])('%o, buying %s → %s', (productIds, productId, expected) => {
    expect(isCouponForProduct(productIds, productId)).toBe(expected);
  });
});

describe('codes staff may create', () => {
  it.each([
    ['SPRING25', true],
    ['NEW-CUSTOMER_10', true],
    ['AB', false],
    ['spring25', false],
    ['SPRING 25', false],
    ['-SPRING', false],
    ['A'.repeat(40), true],
    ['A'.repeat(41), false],
  ])('%s → %s', (code, expected) => {
    expect(COUPON_CODE_PATTERN.test(code)).toBe(expected);
  });
});
