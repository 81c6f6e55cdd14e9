import type Stripe from 'stripe';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { recordLedgerEntry } from '../billing/ledger';
import { revokeRefundedSubscription } from '../billing/refund-service';
import { findChargedInvoice, idOf, type ChargedInvoice } from './charged-invoices';
import type { HandlerOutcome } from './webhook-events';

type DisputeState = 'open' | 'won' | 'lost';

interface DisputeRow {
  dispute_id: string;
  tenant_id: string;
  user_id: string;
  subscription_id: string | null;
  invoice_id: string | null;
  charge_id: string;
  amount_minor: number;
  currency: string;
  status: DisputeState;
  suspended_at: Date | null;
  autobill_was_enabled: boolean | null;
}

/**
 * Where a dispute stands, from the provider's object (not from which event brought it):
 * inquiries (`warning_*`) take no money and are not disputes yet; `prevented` ones were
 * settled by a refund, which its own event ledgers.
 */
function stateOf(status: Stripe.Dispute.Status): DisputeState | 'not_a_chargeback' {
  if (status === 'won') return 'won';
  if (status === 'lost') return 'lost';
  if (status.startsWith('warning_') || status === 'prevented') return 'not_a_chargeback';
  return 'open';
}

/**
 * `charge.dispute.*` (decision 0085). Judged by the dispute's current status against what
 * Burrow recorded: a dispute only moves from open to won or lost, so a stale event (a
 * `created` delivered after `closed`) finds it closed and changes nothing, and a `closed`
 * delivered first opens and closes it in one go. Idempotent per dispute id: each movement
 * has an operation key of its own.
 */
export async function applyDispute(
  ctx: AppContext,
  tx: Queryable,
  dispute: Stripe.Dispute,
): Promise<HandlerOutcome> {
  const target = stateOf(dispute.status);
  const existing = await queryOne<DisputeRow>(
    tx,
    `SELECT dispute_id, tenant_id, user_id, subscription_id, invoice_id, charge_id, amount_minor, currency, status,
            suspended_at, autobill_was_enabled
       FROM payment_disputes WHERE provider = 'stripe' AND dispute_id = $1 FOR UPDATE`,
    [dispute.id],
  );
  if (existing && existing.status !== 'open') {
    return { outcome: `already_${existing.status}`, tenantId: existing.tenant_id };
  }
  // What the provider says now (its status, reason, evidence deadline), for the console's
  // queue (decision 0123); only while open, so a stale event cannot rewrite a closed one.
  if (existing) await recordProviderView(ctx, tx, dispute);
  if (target === 'not_a_chargeback' && !existing) {
    return { outcome: 'ignored_inquiry', tenantId: null };
  }
  let row = existing;
  if (!row) {
    const chargeId = idOf(dispute.charge);
    const invoice = chargeId
      ? await findChargedInvoice(tx, {
          chargeId,
          paymentIntentId: idOf(dispute.payment_intent),
        })
      : undefined;
    if (!chargeId || !invoice) return { outcome: 'ignored_unknown_charge', tenantId: null };
    row = await openDispute(ctx, tx, dispute, chargeId, invoice);
  }
  if (target === 'won' || target === 'not_a_chargeback') await disputeWon(ctx, tx, row);
  if (target === 'lost') await disputeLost(ctx, tx, row);
  return { outcome: 'applied', tenantId: row.tenant_id };
}

/** When the provider wants evidence by (unix seconds there), if it said. */
function evidenceDueBy(dispute: Stripe.Dispute): Date | null {
  const dueBy = dispute.evidence_details?.due_by;
  return typeof dueBy === 'number' ? new Date(dueBy * 1000) : null;
}

async function recordProviderView(
  ctx: AppContext,
  tx: Queryable,
  dispute: Stripe.Dispute,
): Promise<void> {
  await tx.query(
    `UPDATE payment_disputes SET reason = $2, provider_status = $3, evidence_due_by = $4, updated_at = $5
      WHERE provider = 'stripe' AND dispute_id = $1 AND status = 'open'`,
    [dispute.id, dispute.reason ?? null, dispute.status, evidenceDueBy(dispute), ctx.clock.now()],
  );
}

/** Ledgers the disputed amount and suspends the subscription's access while it is open. */
async function openDispute(
  ctx: AppContext,
  tx: Queryable,
  dispute: Stripe.Dispute,
  chargeId: string,
  invoice: ChargedInvoice,
): Promise<DisputeRow> {
  const now = ctx.clock.now();
  const suspension = invoice.subscription_id
    ? await suspendAccess(tx, invoice.subscription_id, now)
    : null;
  const row: DisputeRow = {
    dispute_id: dispute.id,
    tenant_id: invoice.tenant_id,
    user_id: invoice.user_id,
    subscription_id: invoice.subscription_id,
    invoice_id: invoice.id,
    charge_id: chargeId,
    amount_minor: dispute.amount,
    currency: dispute.currency.toUpperCase(),
    status: 'open',
    suspended_at: suspension?.suspendedAt ?? null,
    autobill_was_enabled: suspension?.autobillWasEnabled ?? null,
  };
  await tx.query(
    `INSERT INTO payment_disputes (provider, dispute_id, tenant_id, user_id, subscription_id, invoice_id, charge_id,
       amount_minor, currency, status, suspended_at, autobill_was_enabled, opened_at,
       reason, provider_status, evidence_due_by, updated_at)
     VALUES ('stripe', $1, $2, $3, $4, $5, $6, $7, $8, 'open', $9, $10, $11, $12, $13, $14, $11)`,
    [
      row.dispute_id,
      row.tenant_id,
      row.user_id,
      row.subscription_id,
      row.invoice_id,
      row.charge_id,
      row.amount_minor,
      row.currency,
      row.suspended_at,
      row.autobill_was_enabled,
      now,
      dispute.reason ?? null,
      dispute.status,
      evidenceDueBy(dispute),
    ],
  );
  await recordLedgerEntry(
    tx,
    {
      tenantId: row.tenant_id,
      userId: row.user_id,
      subscriptionId: row.subscription_id,
      invoiceId: row.invoice_id,
      kind: 'dispute',
      amountMinor: row.amount_minor,
      currency: row.currency,
      gatewayReference: row.dispute_id,
      failureReason: null,
      operationKey: `dispute:stripe:${row.dispute_id}`,
    },
    now,
  );
  return row;
}

/**
 * Access ends while the dispute is open and nothing is charged: `revoked_at` is what every
 * access check and the billing run read. A subscription another open dispute suspended
 * already shares that suspension. Nothing for one revoked or ended already.
 */
async function suspendAccess(
  tx: Queryable,
  subscriptionId: string,
  now: Date,
): Promise<{ suspendedAt: Date; autobillWasEnabled: boolean } | null> {
  const sub = await queryOne<{ revoked_at: Date | null; auto_billing_enabled: boolean }>(
    tx,
    `SELECT revoked_at, auto_billing_enabled FROM subscriptions
      WHERE id = $1 AND status <> 'cancelled' FOR UPDATE`,
    [subscriptionId],
  );
  if (!sub) return null;
  if (sub.revoked_at !== null) {
    const shared = await queryOne<{ suspended_at: Date; autobill_was_enabled: boolean }>(
      tx,
      `SELECT suspended_at, autobill_was_enabled FROM payment_disputes
        WHERE subscription_id = $1 AND status = 'open' AND suspended_at = $2 LIMIT 1`,
      [subscriptionId, sub.revoked_at],
    );
    return shared
      ? { suspendedAt: shared.suspended_at, autobillWasEnabled: shared.autobill_was_enabled }
      : null;
  }
  await tx.query(
    `UPDATE subscriptions SET revoked_at = $2, auto_billing_enabled = false, updated_at = $2 WHERE id = $1`,
    [subscriptionId, now],
  );
  return { suspendedAt: now, autobillWasEnabled: sub.auto_billing_enabled };
}

/**
 * The bank gave the money back: ledgered, and the access the dispute suspended returns
 * (with autobill as it was) once no other open dispute holds the same suspension and
 * nothing else ended the subscription meanwhile (a refund, a closed account).
 */
async function disputeWon(ctx: AppContext, tx: Queryable, row: DisputeRow): Promise<void> {
  const now = ctx.clock.now();
  await closeDispute(tx, row, 'won', now);
  await recordLedgerEntry(
    tx,
    {
      tenantId: row.tenant_id,
      userId: row.user_id,
      subscriptionId: row.subscription_id,
      invoiceId: row.invoice_id,
      kind: 'dispute_reversal',
      amountMinor: row.amount_minor,
      currency: row.currency,
      gatewayReference: row.dispute_id,
      failureReason: null,
      operationKey: `dispute-reversal:stripe:${row.dispute_id}`,
    },
    now,
  );
  if (row.subscription_id === null || row.suspended_at === null) return;
  const stillSuspended = await tx.query(
    `SELECT dispute_id FROM payment_disputes
      WHERE subscription_id = $1 AND status = 'open' AND suspended_at = $2`,
    [row.subscription_id, row.suspended_at],
  );
  if (stillSuspended.length > 0) return;
  await tx.query(
    `UPDATE subscriptions SET revoked_at = NULL, auto_billing_enabled = $3, updated_at = $4
      WHERE id = $1 AND revoked_at = $2 AND status <> 'cancelled'`,
    [row.subscription_id, row.suspended_at, row.autobill_was_enabled ?? false, now],
  );
}

/**
 * The cardholder kept the money: the disputed invoice counts as given back (refunded when
 * the whole of it was disputed) and the subscription ends as a refund ends it — revoked,
 * not renewing (decision 0085). The ledger's dispute entry already holds the money.
 */
async function disputeLost(ctx: AppContext, tx: Queryable, row: DisputeRow): Promise<void> {
  const now = ctx.clock.now();
  await closeDispute(tx, row, 'lost', now);
  if (row.invoice_id !== null) {
    await tx.query(
      `UPDATE invoices SET status = 'refunded' WHERE id = $1 AND status = 'paid' AND total_minor <= $2`,
      [row.invoice_id, row.amount_minor],
    );
  }
  if (row.subscription_id !== null) {
    await revokeRefundedSubscription(tx, row.subscription_id, now);
  }
}

async function closeDispute(
  tx: Queryable,
  row: DisputeRow,
  status: 'won' | 'lost',
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE payment_disputes SET status = $2, closed_at = $3 WHERE provider = 'stripe' AND dispute_id = $1`,
    [row.dispute_id, status, now],
  );
}
