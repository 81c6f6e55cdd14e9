import type { RefundEstimateResponse } from '@burrow/contract/refunds';
import { amountOf, type Amount } from '@burrow/domain/money';
import { MONEY_BACK_GUARANTEE_DAYS } from '@burrow/domain/money-back-guarantee';
import { refundEligibility } from '@burrow/domain/refund-eligibility';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { AppError } from '../../platform/errors';
import { logBusinessEvent } from '../../platform/business-events';
import { refundedMinorTotal, refundsTotal } from '../../platform/metrics';
import { customerContact } from '../identity/identity-service';
import { voidDueInvoice } from '../invoices/invoice-issuer';
import { renderEmail } from '../notifications/emails';
import { enqueueEmail } from '../notifications/outbox';
import { GatewayUnavailableError } from '../payments/payment-gateway';
import { getSubscription } from '../subscriptions/subscription-service';
import { recordLedgerEntry } from './ledger';
import { enqueueSubscriptionChange } from '../outbound-webhooks/entitlement-snapshot';

/** Time to change one's mind: a request is carried out this long after it is made. */
export const REFUND_COOLING_OFF_MS = 24 * 60 * 60_000;
const DAY_MS = 86_400_000;

interface RefundableInvoice {
  id: string;
  charge_id: string | null;
  total_minor: number;
  /** What is left to give back: the total less the refunds the ledger already records. */
  remaining_minor: number;
  currency: string;
}

/** The refunds ledgered against an invoice, as SQL over the alias `i` of `invoices`. */
const REFUNDED_OF_INVOICE = `COALESCE((SELECT SUM(l.amount_minor) FROM ledger_entries l
  WHERE l.invoice_id = i.id AND l.kind = 'refund'), 0)::int8`;

/** The paid invoices of a subscription inside the guarantee: what a refund gives back. */
function refundableInvoices(db: Queryable, subscriptionId: string, since: Date) {
  return db.query<RefundableInvoice>(
    `SELECT i.id, i.charge_id, i.total_minor, i.total_minor - ${REFUNDED_OF_INVOICE} AS remaining_minor,
            i.currency
       FROM invoices i
      WHERE i.subscription_id = $1 AND i.status = 'paid' AND i.issued_at >= $2 ORDER BY i.issued_at`,
    [subscriptionId, since],
  );
}

/** How much of an invoice has been given back so far, whoever gave it. */
export async function refundedOfInvoice(db: Queryable, invoiceId: string): Promise<number> {
  const row = await queryOne<{ refunded: number }>(
    db,
    `SELECT ${REFUNDED_OF_INVOICE} AS refunded FROM invoices i WHERE i.id = $1`,
    [invoiceId],
  );
  return row?.refunded ?? 0;
}

/**
 * Gives money of an invoice's charge back at the gateway, under the operation's key (a
 * retry meets the same refund). Answers the gateway's refund id, or null when nothing was
 * charged. The customer's money-back request and a staff refund (decision 0119) both do it here.
 */
export async function refundInvoiceCharge(
  ctx: AppContext,
  invoice: {
    id: string;
    tenant_id: string;
    user_id: string;
    subscription_id: string | null;
    charge_id: string | null;
    currency: string;
  },
  amountMinor: number,
  operationKey: string,
): Promise<string | null> {
  if (!invoice.charge_id || amountMinor === 0) return null;
  const refund = await ctx.gateway.refund({
    chargeId: invoice.charge_id,
    amountMinor,
    idempotencyKey: operationKey,
  });
  // Counted when the provider gave the money back, whatever happens to our record of it.
  if (refund.status === 'succeeded') {
    refundsTotal.inc({ currency: invoice.currency });
    refundedMinorTotal.inc({ currency: invoice.currency }, amountMinor);
    logBusinessEvent(ctx.log, 'refund.made', {
      tenantId: invoice.tenant_id,
      customerId: invoice.user_id,
      subscriptionId: invoice.subscription_id,
      invoiceId: invoice.id,
      amountMinor,
      currency: invoice.currency,
    });
  }
  return refund.id;
}

/**
 * Records, in the caller's transaction, money an invoice's charge gave back: the ledger's
 * refund under the operation's key, and the invoice shows `refunded` once the refunds cover
 * its total (a part given back leaves it paid). An operation recorded before is not written
 * twice.
 */
export async function recordInvoiceRefund(
  tx: Queryable,
  refund: {
    tenantId: string;
    userId: string;
    subscriptionId: string | null;
    invoice: { id: string; currency: string };
    amountMinor: number;
    reference: string | null;
    operationKey: string;
  },
  now: Date,
): Promise<void> {
  if (refund.amountMinor > 0) {
    await recordLedgerEntry(
      tx,
      {
        tenantId: refund.tenantId,
        userId: refund.userId,
        subscriptionId: refund.subscriptionId,
        invoiceId: refund.invoice.id,
        kind: 'refund',
        amountMinor: refund.amountMinor,
        currency: refund.invoice.currency,
        gatewayReference: refund.reference,
        failureReason: null,
        operationKey: refund.operationKey,
      },
      now,
    );
  }
  await tx.query(
    `UPDATE invoices i SET status = 'refunded'
      WHERE i.id = $1 AND i.status = 'paid' AND ${REFUNDED_OF_INVOICE} >= i.total_minor`,
    [refund.invoice.id],
  );
}

/** The customer's email about money given back; `planEnded` says whether the plan ended with it. */
export async function enqueueRefundEmail(
  tx: Queryable,
  customer: { tenantId: string; userId: string },
  refund: { planName: string; amount: Amount; planEnded: boolean },
  now: Date,
): Promise<void> {
  const contact = await customerContact(tx, customer.tenantId, customer.userId);
  if (!contact) return;
  await enqueueEmail(
    tx,
    {
      tenantId: customer.tenantId,
      to: contact.email,
      ...renderEmail(contact.locale, { kind: 'refund_completed', ...refund }),
    },
    now,
  );
}

function pendingRequest(db: Queryable, subscriptionId: string) {
  return queryOne<{
    id: string;
    requested_at: Date;
    refund_at: Date;
    amount_minor: number;
    currency: string;
  }>(
    db,
    `SELECT id, requested_at, refund_at, amount_minor, currency FROM refund_requests
      WHERE subscription_id = $1 AND status = 'pending'`,
    [subscriptionId],
  );
}

/** The refund carried out for a subscription (at most one: a refunded plan has ended). */
async function completedRefund(db: Queryable, subscriptionId: string) {
  const row = await queryOne<{ completed_at: Date; amount_minor: number; currency: string }>(
    db,
    `SELECT completed_at, amount_minor, currency FROM refund_requests
      WHERE subscription_id = $1 AND status = 'completed' ORDER BY completed_at DESC LIMIT 1`,
    [subscriptionId],
  );
  return row
    ? {
        refunded_at: row.completed_at.toISOString(),
        amount: amountOf(row.amount_minor, row.currency),
      }
    : null;
}

async function assess(ctx: AppContext, tenantId: string, userId: string, subscriptionId: string) {
  const view = await getSubscription(ctx, tenantId, userId, subscriptionId);
  const now = ctx.clock.now();
  const eligibility = refundEligibility(view, now);
  const purchased = new Date(view.purchase_date);
  const invoices = await refundableInvoices(ctx.db, view.subscription_id, purchased);
  const currency = invoices[0]?.currency ?? 'USD';
  // What staff already gave back of these invoices is not given twice (decision 0119).
  const amountMinor = invoices.reduce((sum, invoice) => sum + invoice.remaining_minor, 0);
  return {
    view,
    eligibility,
    amountMinor,
    currency,
    guaranteeEndsAt: new Date(purchased.getTime() + MONEY_BACK_GUARANTEE_DAYS * DAY_MS),
  };
}

const pendingView = (
  row: { requested_at: Date; refund_at: Date; amount_minor: number; currency: string } | undefined,
) =>
  row
    ? {
        requested_at: row.requested_at.toISOString(),
        refund_at: row.refund_at.toISOString(),
        amount: amountOf(row.amount_minor, row.currency),
      }
    : null;

/** `PUT /api/v2/refund/estimate`: whether a refund is possible and what would come back. */
export async function estimateRefund(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  subscriptionId: string,
): Promise<RefundEstimateResponse> {
  const a = await assess(ctx, tenantId, userId, subscriptionId);
  return {
    subscription_id: a.view.subscription_id,
    eligible: a.eligibility.eligible,
    reason: a.eligibility.eligible ? null : a.eligibility.reason,
    amount: a.eligibility.eligible ? amountOf(a.amountMinor, a.currency) : null,
    money_back_guarantee_days: MONEY_BACK_GUARANTEE_DAYS,
    guarantee_ends_at: a.guaranteeEndsAt.toISOString(),
    pending_request: pendingView(await pendingRequest(ctx.db, a.view.subscription_id)),
    completed_refund: await completedRefund(ctx.db, a.view.subscription_id),
  };
}

/** Asks for a refund and revocation; carried out after the cooling-off period unless withdrawn. */
export async function requestRefund(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  subscriptionId: string,
) {
  const a = await assess(ctx, tenantId, userId, subscriptionId);
  if (!a.eligibility.eligible) {
    throw new AppError(409, 'refund_not_available', 'This subscription cannot be refunded here.', {
      reason: a.eligibility.reason,
    });
  }
  const existing = await pendingRequest(ctx.db, a.view.subscription_id);
  if (existing) return { status: 'pending' as const, pending_request: pendingView(existing) };
  const contact = await customerContact(ctx.db, tenantId, userId);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const refundAt = new Date(now.getTime() + REFUND_COOLING_OFF_MS);
    await tx.query(
      `INSERT INTO refund_requests (tenant_id, user_id, subscription_id, status, amount_minor, currency, requested_at, refund_at)
       VALUES ($1, $2, $3, 'pending', $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [tenantId, userId, a.view.subscription_id, a.amountMinor, a.currency, now, refundAt],
    );
    if (contact) {
      await enqueueEmail(
        tx,
        {
          tenantId,
          to: contact.email,
          ...renderEmail(contact.locale, {
            kind: 'refund_requested',
            planName: a.view.plan_name,
            amount: amountOf(a.amountMinor, a.currency),
            refundOn: refundAt,
            accountUrl: `${ctx.config.publicUrl}/subscriptions`,
          }),
        },
        now,
      );
    }
  });
  return {
    status: 'pending' as const,
    pending_request: pendingView(await pendingRequest(ctx.db, a.view.subscription_id)),
  };
}

/** Withdraws a pending refund request; 404 `no_pending_refund` when there is none. */
export async function withdrawRefund(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  subscriptionId: string,
) {
  const view = await getSubscription(ctx, tenantId, userId, subscriptionId);
  const rows = await ctx.db.query(
    `UPDATE refund_requests SET status = 'cancelled', completed_at = $2 WHERE subscription_id = $1 AND status = 'pending' RETURNING id`,
    [view.subscription_id, ctx.clock.now()],
  );
  if (rows.length === 0)
    throw new AppError(404, 'no_pending_refund', 'There is no refund request to withdraw.');
  return { status: 'cancelled' as const, pending_request: null };
}

/**
 * Carries out due refund requests: refunds each paid charge at the gateway (idempotent by
 * key), marks the invoices refunded, writes the ledger, revokes the subscription, emails.
 */
export async function processDueRefunds(ctx: AppContext): Promise<number> {
  const due = await ctx.db.query<{
    id: string;
    tenant_id: string;
    user_id: string;
    subscription_id: string;
    requested_at: Date;
  }>(
    `SELECT r.id, r.tenant_id, r.user_id, r.subscription_id, s.purchased_at AS requested_at
       FROM refund_requests r JOIN subscriptions s ON s.id = r.subscription_id
      WHERE r.status = 'pending' AND r.refund_at <= $1 ORDER BY r.refund_at LIMIT 100`,
    [ctx.clock.now()],
  );
  let completed = 0;
  for (const request of due) {
    const invoices = await refundableInvoices(
      ctx.db,
      request.subscription_id,
      request.requested_at,
    );
    const refunds: { invoice: RefundableInvoice; reference: string | null }[] = [];
    try {
      for (const invoice of invoices) {
        const reference = await refundInvoiceCharge(
          ctx,
          {
            ...invoice,
            tenant_id: request.tenant_id,
            user_id: request.user_id,
            subscription_id: request.subscription_id,
          },
          invoice.remaining_minor,
          `refund:${request.id}:${invoice.id}`,
        );
        refunds.push({ invoice, reference });
      }
    } catch (error) {
      // The request stays pending; the next run asks again under the same keys.
      if (error instanceof GatewayUnavailableError) continue;
      throw error;
    }
    await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const claimed = await tx.query(
        `UPDATE refund_requests SET status = 'completed', completed_at = $2 WHERE id = $1 AND status = 'pending' RETURNING id`,
        [request.id, now],
      );
      if (claimed.length === 0) return;
      completed += 1;
      let total = 0;
      for (const { invoice, reference } of refunds) {
        total += invoice.remaining_minor;
        await recordInvoiceRefund(
          tx,
          {
            tenantId: request.tenant_id,
            userId: request.user_id,
            subscriptionId: request.subscription_id,
            invoice,
            amountMinor: invoice.remaining_minor,
            reference,
            operationKey: `refund:${request.id}:${invoice.id}`,
          },
          now,
        );
      }
      const plan = await revokeRefundedSubscription(tx, request.subscription_id, now);
      await enqueueRefundEmail(
        tx,
        { tenantId: request.tenant_id, userId: request.user_id },
        {
          planName: plan ?? 'Burrow',
          amount: amountOf(total, refunds[0]?.invoice.currency ?? 'USD'),
          planEnded: true,
        },
        now,
      );
    });
  }
  return completed;
}

/**
 * Ends a subscription whose paid period was given back (docs/product.md#refunds: refund and revoke):
 * access ends now, it does not renew, its add-ons end and a renewal invoice still due is
 * voided. The refund API, a refund made in the provider's dashboard and a lost dispute
 * (decisions 0084, 0085) all end it here. Answers the plan's name, for the email.
 */
export async function revokeRefundedSubscription(
  tx: Queryable,
  subscriptionId: string,
  now: Date,
): Promise<string | undefined> {
  const [sub] = await tx.query<{ plan: string; tenant_id: string }>(
    `UPDATE subscriptions SET revoked_at = $2, status = 'cancelled', auto_billing_enabled = false, cancelled_at = $2,
       auto_bill_failed_on = NULL, next_retry_at = NULL, updated_at = $2
     WHERE id = $1
     RETURNING tenant_id, (SELECT pr.name FROM prices p JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
                 WHERE p.tenant_id = subscriptions.tenant_id AND p.id = subscriptions.price_id) AS plan`,
    [subscriptionId, now],
  );
  if (!sub) return undefined;
  await tx.query(`UPDATE subscription_addons SET status = 'CANCELLED' WHERE subscription_id = $1`, [
    subscriptionId,
  ]);
  await voidDueInvoice(tx, sub.tenant_id, subscriptionId);
  await enqueueSubscriptionChange(tx, 'subscription.refunded', subscriptionId, now);
  return sub.plan;
}
