import type { Queryable } from '../../db/database';
import {
  claimRateLimitSlot,
  releaseRateLimitSlots,
  type RateLimitClaim,
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
 * Judges a typed coupon code under the wrong-code limit: a slot is taken before `judge`
 * runs (429 once this client has used up its wrong codes, whether or not this one is
 * right), so a burst of parallel guesses never gets more than the limit judged (decision
 * 0070). The slot is handed back when the code applied, or when the request failed before
 * answering whether it did; a code that does not apply keeps it.
 */
export async function judgeCouponGuess<T>(
  db: Queryable,
  guesser: CouponGuesser,
  couponCode: string | undefined,
  now: Date,
  judge: () => Promise<{ answer: T; applied: boolean }>,
): Promise<T> {
  if (!couponCode?.trim()) return (await judge()).answer;
  const claim: RateLimitClaim = await claimRateLimitSlot(
    db,
    WRONG_COUPON_LIMIT,
    keyOf(guesser),
    now,
  );
  let applied = true;
  try {
    const judged = await judge();
    applied = judged.applied;
    return judged.answer;
  } finally {
    if (applied) await releaseRateLimitSlots(db, [claim]);
  }
}
