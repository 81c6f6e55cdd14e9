import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
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
    const lock = randomUUID();
    // The grace period is far past any holder's lease: the sweep takes it whoever held it.
    const taken = await db.query(
      `UPDATE checkout_payments SET holder = NULL, lock_token = $3, locked_until = $4
        WHERE tenant_id = $1 AND payment_intent_id = $2 AND settled_at IS NULL
          AND (locked_until IS NULL OR locked_until < $5) RETURNING payment_intent_id`,
      [
        row.tenant_id,
        row.payment_intent_id,
        lock,
        new Date(ctx.clock.now().getTime() + PAYMENT_LEASE_MS),
        ctx.clock.now(),
      ],
    );
    if (taken.length === 0) continue;
    const payment: HeldPayment = {
      tenantId: row.tenant_id,
      paymentIntentId: row.payment_intent_id,
      lock,
    };
    let intent: PaymentIntent;
    try {
      intent = await ctx.gateway.retrieveIntent(row.payment_intent_id);
    } catch (error) {
      // Unreachable now: the next run asks again. (It was found when it was written down.)
      await releaseHold(db, payment);
      if (error instanceof GatewayUnavailableError) continue;
      throw error;
    }
    if (await giveBackHeldPayment(ctx, payment, intent)) settled += 1;
  }
  return settled;
}
