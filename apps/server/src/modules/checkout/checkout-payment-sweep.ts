import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { GatewayUnavailableError, type PaymentIntent } from '../payments/payment-gateway';
import { giveBackHeldPayment } from './checkout-payment';
import { PAYMENT_LEASE_MS, releaseHold, type HeldPayment } from './checkout-payments';

/**
 * How long a checkout payment may stay unrecorded before the sweep gives it back: far
 * beyond a buyer's retries (six within about a minute) and a holder's lease, so a purchase
 * still being completed is never refunded under it.
 */
export const CHECKOUT_PAYMENT_GRACE_MS = 15 * 60_000;

/**
 * The billing run's sweep of checkout payments nobody came back for (decision 0072): a
 * payment written down before its capture and still unsettled after the grace period was
 * left by a crash, a lost answer or a buyer who gave up. The gateway says what became of
 * the intent; money taken is refunded in full, an authorisation never captured is
 * released. It never completes the purchase: see the decision for why.
 */
export async function settleStrandedCheckoutPayments(ctx: AppContext): Promise<number> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const stranded = await db.query<{ tenant_id: string; payment_intent_id: string }>(
    `SELECT tenant_id, payment_intent_id FROM checkout_payments
      WHERE settled_at IS NULL AND created_at < $1 AND (locked_until IS NULL OR locked_until < $2)
      ORDER BY created_at LIMIT 100`,
    [new Date(now.getTime() - CHECKOUT_PAYMENT_GRACE_MS), now],
  );
  let settled = 0;
  for (const row of stranded) {
    if (await settleStrandedPayment(ctx, row.tenant_id, row.payment_intent_id)) settled += 1;
  }
  return settled;
}

/**
 * Gives back one checkout payment nobody recorded (the sweep's work for one row; the
 * provider's webhook uses it for a payment it reports after the grace period). The row is
 * taken first, whoever held it: the grace period is far past any holder's lease. False when
 * it was settled or taken already, or the gateway could not be reached (left for the next run).
 */
export async function settleStrandedPayment(
  ctx: AppContext,
  tenantId: string,
  paymentIntentId: string,
): Promise<boolean> {
  const { db } = ctx;
  const lock = randomUUID();
  const taken = await db.query(
    `UPDATE checkout_payments SET holder = NULL, lock_token = $3, locked_until = $4
      WHERE tenant_id = $1 AND payment_intent_id = $2 AND settled_at IS NULL
        AND (locked_until IS NULL OR locked_until < $5) RETURNING payment_intent_id`,
    [
      tenantId,
      paymentIntentId,
      lock,
      new Date(ctx.clock.now().getTime() + PAYMENT_LEASE_MS),
      ctx.clock.now(),
    ],
  );
  if (taken.length === 0) return false;
  const payment: HeldPayment = { tenantId, paymentIntentId, lock };
  let intent: PaymentIntent;
  try {
    intent = await ctx.gateway.retrieveIntent(paymentIntentId);
  } catch (error) {
    // Unreachable now: the next run asks again. (It was found when it was written down.)
    await releaseHold(db, payment);
    if (error instanceof GatewayUnavailableError) return false;
    throw error;
  }
  return giveBackHeldPayment(ctx, payment, intent);
}

/**
 * Writes down a checkout payment the provider reports (decision 0084) that no checkout has
 * written down yet — the buyer authorised it and left, or it was taken by something else
 * than Burrow's checkout — with no purchase, as of when the intent was created. The sweep
 * gives it back once the grace period is over, unless the buyer's checkout claims it first
 * (`holdCheckoutPayment`). False when it was written down already.
 */
export async function writeDownReportedPayment(
  db: Queryable,
  input: {
    tenantId: string;
    paymentIntentId: string;
    amountMinor: number;
    currency: string;
    createdAt: Date;
  },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO checkout_payments (tenant_id, payment_intent_id, purchase_hash, buyer_user_id, amount_minor,
       currency, created_at)
     VALUES ($1, $2, NULL, NULL, $3, $4, $5)
     ON CONFLICT (tenant_id, payment_intent_id) DO NOTHING RETURNING payment_intent_id`,
    [input.tenantId, input.paymentIntentId, input.amountMinor, input.currency, input.createdAt],
  );
  return rows.length === 1;
}
