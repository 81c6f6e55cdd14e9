import { describe, expect, it } from 'vitest';
import { isCouponApplicable, normalizeCouponCode } from './coupons';

describe('spec §5 UPGRADE30NOW applies only if the chosen plan is longer than the current billing cycle', () => {
  it.each([
    [1, 12, true],
    [12, 24, true],
    [6, 12, true],
    [12, 12, false],
    [24, 12, false],
    [null, 12, false],
  ])('current %s, plan %i → %s', (current, plan, expected) => {
    expect(
      isCouponApplicable('UPGRADE30NOW', { currentBillingCycleMonths: current, planMonths: plan }),
    ).toBe(expected);
  });
});

describe('spec §5 PREXUPG30NOW applies only if the current cycle is 1 month and the plan is longer', () => {
  it.each([
    [1, 12, true],
    [1, 6, true],
    [1, 1, false],
    [6, 12, false],
    [12, 24, false],
    [null, 12, false],
  ])('current %s, plan %i → %s', (current, plan, expected) => {
    expect(
      isCouponApplicable('PREXUPG30NOW', { currentBillingCycleMonths: current, planMonths: plan }),
    ).toBe(expected);
  });
});

describe('spec §5 coupon codes', () => {
  it('are matched as customers type them', () => {
    expect(normalizeCouponCode(' upgrade30now ')).toBe('UPGRADE30NOW');
    expect(
      isCouponApplicable(' prexupg30now', { currentBillingCycleMonths: 12, planMonths: 24 }),
    ).toBe(false);
  });

  it('other codes are not restricted by these rules', () => {
    expect(
      isCouponApplicable('WELCOME10', { currentBillingCycleMonths: null, planMonths: 1 }),
    ).toBe(true);
  });
});
