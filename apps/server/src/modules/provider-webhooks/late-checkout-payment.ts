import type Stripe from 'stripe';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import {
  CHECKOUT_PAYMENT_GRACE_MS,
  settleStrandedPayment,
  writeDownReportedPayment,
} from '../checkout/checkout-payment-sweep';
import type { HandlerOutcome } from './webhook-events';

/** Intent states in which the buyer's money is held or taken. */
const MONEY_HELD: readonly Stripe.PaymentIntent.Status[] = ['requires_capture', 'succeeded'];

export interface LatePaymentOutcome extends HandlerOutcome {
  /** The payment to give back after the event commits, when its grace period is over. */
  giveBack: { tenantId: string; paymentIntentId: string } | null;
}

/**
 * `payment_intent.amount_capturable_updated` / `.succeeded` / `.payment_failed` for a
 * checkout (decision 0084): a payment whose outcome came after the buyer left. Burrow cannot
 * record a purchase without the buyer's order, so a payment no checkout recorded is given
 * back — by the same path as the billing run's sweep of checkout payments (decision 0072):
 * it is written down here (with no purchase) when no checkout wrote it down, the buyer's
 * checkout still claims it within the grace period, and once the grace period is over it
 * is released or refunded in full, once, by its intent's key. A payment that failed holds
 * no money: nothing to do. Judged by the intent's state, never by which event came first.
 */
export async function applyLatePayment(
  tx: Queryable,
  intent: Stripe.PaymentIntent,
  now: Date,
): Promise<LatePaymentOutcome> {
  const tenantId = intent.metadata.burrow_tenant_id ?? null;
  const ignored = (outcome: string): LatePaymentOutcome => ({
    outcome,
    tenantId: null,
    giveBack: null,
  });
  // Plan changes and seat purchases record their own intents; only checkouts are swept.
  if (!tenantId || intent.metadata.burrow_flow !== 'one_checkout_order') {
    return ignored('ignored_not_a_checkout');
  }
  const tenant = await queryOne(tx, `SELECT id FROM tenants WHERE id = $1`, [tenantId]);
  if (!tenant) return ignored('ignored_unknown_tenant');
  if (!MONEY_HELD.includes(intent.status)) {
    return { outcome: 'ignored_no_money_held', tenantId, giveBack: null };
  }
  if (await usedByBurrow(tx, tenantId, intent.id)) {
    return { outcome: 'already_recorded', tenantId, giveBack: null };
  }
  const createdAt = new Date(intent.created * 1000);
  await writeDownReportedPayment(tx, {
    tenantId,
    paymentIntentId: intent.id,
    amountMinor: intent.amount,
    currency: intent.currency.toUpperCase(),
    createdAt,
  });
  const row = await queryOne<{ created_at: Date; settled_at: Date | null }>(
    tx,
    `SELECT created_at, settled_at FROM checkout_payments WHERE tenant_id = $1 AND payment_intent_id = $2`,
    [tenantId, intent.id],
  );
  if (!row || row.settled_at !== null) {
    return { outcome: 'already_settled', tenantId, giveBack: null };
  }
  const stranded = row.created_at.getTime() < now.getTime() - CHECKOUT_PAYMENT_GRACE_MS;
  return {
    outcome: stranded ? 'applied' : 'written_down',
    tenantId,
    giveBack: stranded ? { tenantId, paymentIntentId: intent.id } : null,
  };
}

/**
 * Whether a purchase recorded the intent, or a wallet saved its card check: either way it
 * is Burrow's, and nothing is given back.
 */
async function usedByBurrow(tx: Queryable, tenantId: string, intentId: string): Promise<boolean> {
  const row = await queryOne(
    tx,
    `SELECT 1 AS used WHERE EXISTS (SELECT 1 FROM invoices WHERE tenant_id = $1 AND payment_intent_id = $2)
        OR EXISTS (SELECT 1 FROM payment_methods WHERE tenant_id = $1 AND source_intent_id = $2)
        OR EXISTS (SELECT 1 FROM checkout_payments WHERE tenant_id = $1 AND payment_intent_id = $2
                     AND settlement = 'recorded')`,
    [tenantId, intentId],
  );
  return row !== undefined;
}

/**
 * After the event committed: gives the stranded payment back through the provider (keyed
 * by the intent, so never twice). A provider out of reach leaves it written down for the
 * billing run's sweep, which asks again.
 */
export async function giveBackLatePayment(
  ctx: AppContext,
  payment: { tenantId: string; paymentIntentId: string },
): Promise<void> {
  await settleStrandedPayment(ctx, payment.tenantId, payment.paymentIntentId);
}
