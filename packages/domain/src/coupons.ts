/**
 * Who a coupon is for, as the catalogue records it (decision 0074). `new_customers`: buyers
 * who never held a subscription (WELCOME10, "your first payment"); `upgrade`: moving to a
 * longer plan than the current one (docs/product.md#offers-coupons-and-who-may-buy-what UPGRADE30NOW); `monthly_upgrade`: moving from a
 * monthly plan to a longer one (docs/product.md#offers-coupons-and-who-may-buy-what PREXUPG30NOW); `everyone`: every purchase.
 */
export type CouponAudience = 'everyone' | 'new_customers' | 'upgrade' | 'monthly_upgrade';

export interface CouponContext {
  /** The buyer never held a subscription of any kind (see `buyerStanding`). */
  newCustomer: boolean;
  /** Months of the customer's current billing cycle; `null` without a current subscription. */
  currentBillingCycleMonths: number | null;
  /** Months of the plan being bought. */
  planMonths: number;
}

/** What the catalogue says about a coupon's life: its end and its number of uses. */
export interface CouponTerms {
  expiresAt: Date | null;
  maxRedemptions: number | null;
  redemptions: number;
}

/** Coupon codes are compared without surrounding spaces and case, as customers type them. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** A coupon can still be used: it has not expired and has uses left. */
export function isCouponUsable(terms: CouponTerms, now: Date): boolean {
  if (terms.expiresAt !== null && terms.expiresAt.getTime() <= now.getTime()) return false;
  return terms.maxRedemptions === null || terms.redemptions < terms.maxRedemptions;
}

/**
 * Whether this purchase is one the coupon's audience covers. docs/product.md#offers-coupons-and-who-may-buy-what: an upgrade coupon
 * only when the chosen plan is longer than the current billing cycle; the monthly upgrade
 * coupon only when the current cycle is 1 month and the plan is longer; both need a
 * current subscription. A new-customer coupon only for someone who never subscribed.
 */
export function isCouponApplicable(audience: CouponAudience, ctx: CouponContext): boolean {
  const current = ctx.currentBillingCycleMonths;
  switch (audience) {
    case 'upgrade':
      return current !== null && ctx.planMonths > current;
    case 'monthly_upgrade':
      return current === 1 && ctx.planMonths > 1;
    case 'new_customers':
      return ctx.newCustomer;
    case 'everyone':
      return true;
  }
}
