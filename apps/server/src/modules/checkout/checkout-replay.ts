import type { CheckoutResponse } from '@burrow/contract/checkout';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/errors';
import { startSession } from '../identity/identity-service';
import { findRecordedPurchase } from './checkout-payments';
import type { CheckoutCaller, CheckoutOutcome } from './checkout-service';

/**
 * How long after a signed-out purchase its replay still signs the buyer in: the client's
 * retries (about a minute) and a "Try again" soon after, not a standing way into the account.
 */
export const REPLAY_SIGN_IN_MS = 30 * 60_000;

export function paymentAlreadyUsed(): AppError {
  return new AppError(
    409,
    'payment_intent_invalid',
    'This payment was already used for a purchase.',
  );
}

/**
 * The answer to a checkout whose payment intent already paid for a recorded purchase
 * (decision 0072): the client lost the first answer (a 502 on the way back) and retried
 * under a new attempt id, as the retry policy does. The same purchase — the same body but
 * for the attempt id, from the same buyer — gets the first answer again; a signed-out
 * buyer is signed in to the account that purchase created while that account is as the
 * purchase left it (no password, address not proven) and the purchase is recent. Any other
 * purchase is refused: one payment pays for one purchase. Undefined when the intent paid
 * for nothing yet.
 */
export async function replayRecordedPurchase(
  ctx: AppContext,
  caller: CheckoutCaller,
  paymentIntentId: string,
  purchaseHash: string,
): Promise<CheckoutOutcome | undefined> {
  const { db, clock } = ctx;
  const recorded = await findRecordedPurchase(db, caller.tenantId, paymentIntentId);
  if (!recorded) return undefined;
  if (recorded.purchaseHash !== purchaseHash || recorded.buyerUserId !== (caller.userId ?? null)) {
    throw paymentAlreadyUsed();
  }
  const body = recorded.response as CheckoutResponse;
  if (caller.userId || !recorded.userId) return { httpStatus: 201, body };
  if (clock.now().getTime() - recorded.settledAt.getTime() > REPLAY_SIGN_IN_MS) {
    return { httpStatus: 201, body };
  }
  const [untouched] = await db.query<{ id: string }>(
    `SELECT id FROM users WHERE tenant_id = $1 AND id = $2
        AND password_hash IS NULL AND email_verified_at IS NULL AND deleted_at IS NULL`,
    [caller.tenantId, recorded.userId],
  );
  if (!untouched) return { httpStatus: 201, body };
  const newSession = await startSession(
    db,
    ctx,
    caller.tenantId,
    recorded.userId,
    caller.userAgent,
  );
  return { httpStatus: 201, body, newSession };
}
