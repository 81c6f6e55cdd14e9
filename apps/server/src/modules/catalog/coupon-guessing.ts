import type { Queryable } from '../../db/database';
import {
  enforceRateLimit,
  refuseWhenRateLimited,
  type RateLimitRule,
} from '../../platform/rate-limiter';

/**
 * Coupon codes are worth money, and every estimate says whether a typed code applies: a
 * client may get this many codes wrong in a window before it must wait. Only codes that do
 * not apply count, so a buyer whose order page re-estimates a good code is never held up.
 */
const WRONG_COUPON_LIMIT: RateLimitRule = {
  name: 'coupon-guess:client',
  limit: 30,
  windowSeconds: 900,
};

/** Who is typing codes: one storefront's visitor, by address. */
export interface CouponGuesser {
  tenantId: string;
  ip: string;
}

const keyOf = (guesser: CouponGuesser) => `${guesser.tenantId}:${guesser.ip}`;

/**
 * Before a typed coupon code is judged: 429 once this client has used up its wrong codes,
 * whether or not this one is right.
 */
export async function refuseCouponGuessing(
  db: Queryable,
  guesser: CouponGuesser,
  couponCode: string | undefined,
  now: Date,
): Promise<void> {
  if (couponCode?.trim()) await refuseWhenRateLimited(db, WRONG_COUPON_LIMIT, keyOf(guesser), now);
}

/** After: a code that does not apply (unknown, expired, used up or not for this plan) counts. */
export async function countWrongCoupon(
  db: Queryable,
  guesser: CouponGuesser,
  now: Date,
): Promise<void> {
  await enforceRateLimit(db, WRONG_COUPON_LIMIT, keyOf(guesser), now);
}
