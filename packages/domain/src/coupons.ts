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

/**
 * What the catalogue says about a coupon's life: its start and end, its number of uses, and
 * whether staff deactivated it (decision 0124). A catalogue coupon has no start and is never
 * deactivated.
 */
export interface CouponTerms {
  startsAt?: Date | null;
  expiresAt: Date | null;
  maxRedemptions: number | null;
  redemptions: number;
  deactivatedAt?: Date | null;
}

/** Why a coupon cannot be used now, whoever buys what; `null` when it can. */
export type CouponUnusableReason = 'deactivated' | 'not_started' | 'expired' | 'used_up';

/** The coupon audiences the operator console offers: the ones judged at checkout. */
export const CHECKOUT_COUPON_AUDIENCES = ['everyone', 'new_customers'] as const;

/** Coupon codes are compared without surrounding spaces and case, as customers type them. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Why a coupon cannot be used at `now`: deactivated by staff, not started yet, expired (its
 * end is exclusive) or every use taken. Deactivation wins, since it is the newest decision.
 */
export function couponUnusableReason(terms: CouponTerms, now: Date): CouponUnusableReason | null {
  const at = now.getTime();
  if (terms.deactivatedAt != null && terms.deactivatedAt.getTime() <= at) return 'deactivated';
  if (terms.startsAt != null && terms.startsAt.getTime() > at) return 'not_started';
  if (terms.expiresAt !== null && terms.expiresAt.getTime() <= at) return 'expired';
  if (terms.maxRedemptions !== null && terms.redemptions >= terms.maxRedemptions) return 'used_up';
  return null;
}

/** A coupon can still be used: it is active, has started, has not expired and has uses left. */
export function isCouponUsable(terms: CouponTerms, now: Date): boolean {
  return couponUnusableReason(terms, now) === null;
}

/** Whether a coupon limited to some plans (products) covers the plan bought; `null`: all. */
export function isCouponForProduct(productIds: readonly string[] | null, productId: string) {
  return productIds === null || productIds.length === 0 || productIds.includes(productId);
}

/** A code staff may create: letters, digits, dashes and underscores, as checkout reads it. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;

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
