import { amountOf } from '@burrow/domain/money';
import type Stripe from 'stripe';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { recordLedgerEntry } from '../billing/ledger';
import { enqueueRefundEmail, revokeRefundedSubscription } from '../billing/refund-service';
import { findChargedInvoice, idOf, type ChargedInvoice } from './charged-invoices';
import type { HandlerOutcome } from './webhook-events';

/**
 * A refund made outside Burrow — in the provider's dashboard (decision 0084). Burrow's own
 * refunds are left alone: they carry their idempotency key in `burrow_idempotency_key`
 * metadata, and their ledger entry carries the refund's id. A refund of a charge Burrow never recorded
 * (a checkout payment given back, another system's charge) concerns no invoice: ignored.
 * Only a succeeded refund moves money; a pending one is ledgered by its update.
 */
export async function applyProviderRefund(
  ctx: AppContext,
  tx: Queryable,
  refund: Stripe.Refund,
): Promise<HandlerOutcome> {
  if (refund.metadata?.burrow_idempotency_key) {
    return { outcome: 'ignored_own_refund', tenantId: null };
  }
  if (refund.status !== 'succeeded') return { outcome: 'ignored_not_succeeded', tenantId: null };
  const chargeId = idOf(refund.charge);
  if (!chargeId) return { outcome: 'ignored_unknown_charge', tenantId: null };
  const invoice = await findChargedInvoice(tx, {
    chargeId,
    paymentIntentId: idOf(refund.payment_intent),
  });
  if (!invoice) return { outcome: 'ignored_unknown_charge', tenantId: null };
  const known = await queryOne(
    tx,
    `SELECT id FROM ledger_entries WHERE kind = 'refund' AND gateway_reference = $1`,
    [refund.id],
  );
  if (known) return { outcome: 'ignored_own_refund', tenantId: invoice.tenant_id };
  const now = ctx.clock.now();
  await recordLedgerEntry(
    tx,
    {
      tenantId: invoice.tenant_id,
      userId: invoice.user_id,
      subscriptionId: invoice.subscription_id,
      invoiceId: invoice.id,
      kind: 'refund',
      amountMinor: refund.amount,
      currency: refund.currency.toUpperCase(),
      gatewayReference: refund.id,
      failureReason: null,
      operationKey: `provider-refund:stripe:${refund.id}`,
    },
    now,
  );
  if (await refundedInFull(tx, invoice)) await endRefundedPeriod(ctx, tx, invoice, now);
  return { outcome: 'applied', tenantId: invoice.tenant_id };
}

/** Whether the refunds ledgered against the invoice now cover all of it. */
async function refundedInFull(tx: Queryable, invoice: ChargedInvoice): Promise<boolean> {
  const row = await queryOne<{ refunded: number }>(
    tx,
    `SELECT COALESCE(SUM(amount_minor), 0)::int8 AS refunded FROM ledger_entries
      WHERE invoice_id = $1 AND kind = 'refund'`,
    [invoice.id],
  );
  return (row?.refunded ?? 0) >= invoice.total_minor;
}

/**
 * The invoice was given back in full: it shows as refunded, and when it paid for the
 * subscription's whole current period the plan ends the way the refund API ends it (revoked,
 * not renewing, add-ons ended, a due invoice voided) and the customer gets the same email.
 * A refund of an earlier period, or of a purchase made during this one (seats), ends nothing.
 */
async function endRefundedPeriod(
  ctx: AppContext,
  tx: Queryable,
  invoice: ChargedInvoice,
  now: Date,
): Promise<void> {
  await tx.query(`UPDATE invoices SET status = 'refunded' WHERE id = $1 AND status = 'paid'`, [
    invoice.id,
  ]);
  if (invoice.subscription_id === null || !invoice.period_start || !invoice.period_end) return;
  const current = await queryOne(
    tx,
    `SELECT id FROM subscriptions
      WHERE id = $1 AND NOT (status = 'cancelled' AND revoked_at IS NOT NULL)
        AND current_period_start >= $2 AND current_period_end <= $3`,
    [invoice.subscription_id, invoice.period_start, invoice.period_end],
  );
  if (!current) return;
  const plan = await revokeRefundedSubscription(tx, invoice.subscription_id, now);
  await enqueueRefundEmail(
    tx,
    { tenantId: invoice.tenant_id, userId: invoice.user_id },
    {
      planName: plan ?? 'Burrow',
      amount: amountOf(invoice.total_minor, invoice.currency),
      planEnded: true,
    },
    now,
  );
}
