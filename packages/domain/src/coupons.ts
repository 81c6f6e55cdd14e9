/** Spec §5: the upgrade coupon for anyone moving to a longer plan. */
export const UPGRADE_COUPON = 'UPGRADE30NOW';
/** Spec §5: the upgrade coupon reserved for monthly subscribers. */
export const MONTHLY_UPGRADE_COUPON = 'PREXUPG30NOW';

export interface CouponContext {
  /** Months of the customer's current billing cycle; `null` without a current subscription. */
  currentBillingCycleMonths: number | null;
  /** Months of the plan being bought. */
  planMonths: number;
}

/** Coupon codes are compared without surrounding spaces and case, as customers type them. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Spec §5 coupon rules: UPGRADE30NOW only when the chosen plan is longer than the current
 * billing cycle; PREXUPG30NOW only when the current cycle is 1 month and the plan is longer.
 * Both need a current subscription. Other codes are not restricted by these rules (the
 * catalogue decides whether they exist).
 */
export function isCouponApplicable(code: string, ctx: CouponContext): boolean {
  const current = ctx.currentBillingCycleMonths;
  switch (normalizeCouponCode(code)) {
    case UPGRADE_COUPON:
      return current !== null && ctx.planMonths > current;
    case MONTHLY_UPGRADE_COUPON:
      return current === 1 && ctx.planMonths > 1;
    default:
      return true;
  }
}
