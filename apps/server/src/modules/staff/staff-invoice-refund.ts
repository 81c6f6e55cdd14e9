import type {
  InvoiceNotRefundableReason,
  StaffInvoiceRefundRequest,
  StaffInvoiceRefundResponse,
  StaffInvoiceRefundState,
} from '@burrow/contract/staff';
import { amountOf } from '@burrow/domain/money';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { AppError, paymentProviderUnavailable } from '../../platform/errors';
import {
  enqueueRefundEmail,
  recordInvoiceRefund,
  refundedOfInvoice,
  refundInvoiceCharge,
  revokeRefundedSubscription,
} from '../billing/refund-service';
import { GatewayUnavailableError } from '../payments/payment-gateway';
import { appendStaffAudit } from './staff-audit-log';
import type { AuthenticatedStaff } from './staff-authentication';

interface InvoiceRow {
  id: string;
  tenant_id: string;
  user_id: string;
  subscription_id: string | null;
  number: string;
  status: string;
  currency: string;
  total_minor: number;
  charge_id: string | null;
  billing_system: string | null;
  subscription_status: string | null;
  subscription_revoked: boolean | null;
  plan_name: string | null;
}

const INVOICE_SQL = `SELECT i.id, i.tenant_id, i.user_id, i.subscription_id, i.number, i.status, i.currency,
       i.total_minor, i.charge_id, s.billing_system, s.status AS subscription_status,
       s.revoked_at IS NOT NULL AS subscription_revoked,
       (SELECT pr.name FROM prices p JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
         WHERE p.tenant_id = s.tenant_id AND p.id = s.price_id) AS plan_name
  FROM invoices i LEFT JOIN subscriptions s ON s.id = i.subscription_id
 WHERE i.id = $1`;

async function findInvoice(db: Queryable, invoiceId: string, lock: boolean) {
  const row = await queryOne<InvoiceRow>(
    db,
    lock ? `${INVOICE_SQL} FOR UPDATE OF i` : INVOICE_SQL,
    [invoiceId],
  );
  if (!row) throw new AppError(404, 'not_found', 'There is no such invoice.');
  return row;
}

async function stateOf(db: Queryable, invoice: InvoiceRow): Promise<StaffInvoiceRefundState> {
  const refunded = await refundedOfInvoice(db, invoice.id);
  return {
    id: invoice.id,
    number: invoice.number,
    status: invoice.status,
    currency: invoice.currency,
    total_minor: invoice.total_minor,
    refunded_minor: refunded,
    remaining_minor: Math.max(0, invoice.total_minor - refunded),
  };
}

/** Why a staff refund of the invoice is refused, or null; the customer page asks it too. */
export function notRefundableBecause(
  invoice: Pick<InvoiceRow, 'status' | 'billing_system' | 'charge_id'>,
  state: Pick<StaffInvoiceRefundState, 'remaining_minor'>,
): InvoiceNotRefundableReason | null {
  if (invoice.status === 'payment_due') return 'unpaid';
  if (invoice.status === 'voided') return 'voided';
  if (invoice.status === 'refunded' || state.remaining_minor === 0) return 'already_refunded';
  if (invoice.billing_system !== null && invoice.billing_system !== 'burrow')
    return 'billed_elsewhere';
  if (!invoice.charge_id) return 'nothing_charged';
  return null;
}

/** The ledger's operation (and the gateway's idempotency key) of a staff refund. */
const operationKeyOf = (idempotencyKey: string) => `staff-refund:${idempotencyKey}`;

interface RecordedRefund {
  id: string;
  invoice_id: string;
  amount_minor: number;
}

function recordedRefund(db: Queryable, tenantId: string, operationKey: string) {
  return queryOne<RecordedRefund>(
    db,
    `SELECT id, invoice_id, amount_minor FROM ledger_entries
      WHERE tenant_id = $1 AND operation_key = $2 AND kind = 'refund'`,
    [tenantId, operationKey],
  );
}

/**
 * The answer a refund gave, for a repeat of its key: what its audit entry recorded after it.
 * A key used for another invoice or amount is refused rather than answered.
 */
async function replay(
  db: Queryable,
  recorded: RecordedRefund,
  invoiceId: string,
  input: StaffInvoiceRefundRequest,
): Promise<StaffInvoiceRefundResponse> {
  if (
    recorded.invoice_id !== invoiceId ||
    (input.amount_minor !== undefined && recorded.amount_minor !== input.amount_minor)
  ) {
    throw new AppError(
      409,
      'idempotency_key_reused',
      'This idempotency key was used for another refund.',
    );
  }
  const entry = await queryOne<{ after: { answer: StaffInvoiceRefundResponse } }>(
    db,
    `SELECT after FROM staff_audit_log WHERE action = 'refund.created' AND after->'answer'->'refund'->>'id' = $1`,
    [recorded.id],
  );
  if (!entry) throw new Error(`staff refund ${recorded.id} has no audit entry`);
  return entry.after.answer;
}

/**
 * `POST /api/staff/v1/invoices/:invoiceId/refund` (decision 0119): gives back all or part of
 * a paid invoice the way the customer's money-back refund does (same gateway call, ledger,
 * invoice state, email, and the same revocation when asked), in one transaction with its
 * audit entry, once per idempotency key.
 */
export async function refundInvoiceAsStaff(
  ctx: AppContext,
  staff: AuthenticatedStaff,
  invoiceId: string,
  input: StaffInvoiceRefundRequest,
  requestId: string,
): Promise<StaffInvoiceRefundResponse> {
  const invoice = await findInvoice(ctx.db, invoiceId, false);
  const operationKey = operationKeyOf(input.idempotency_key);
  const earlier = await recordedRefund(ctx.db, invoice.tenant_id, operationKey);
  if (earlier) return replay(ctx.db, earlier, invoiceId, input);

  const amountMinor = checkedAmount(invoice, await stateOf(ctx.db, invoice), input.amount_minor);
  let reference: string | null;
  try {
    reference = await refundInvoiceCharge(ctx, invoice, amountMinor, operationKey);
  } catch (error) {
    // Nothing is recorded; the same key asks the gateway again and meets the same refund.
    if (error instanceof GatewayUnavailableError) throw paymentProviderUnavailable();
    throw error;
  }

  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const locked = await findInvoice(tx, invoiceId, true);
    // A repeat that raced this one past the first look is answered by the one that won.
    const raced = await recordedRefund(tx, locked.tenant_id, operationKey);
    if (raced) return replay(tx, raced, invoiceId, input);
    const before = await stateOf(tx, locked);
    await recordInvoiceRefund(
      tx,
      {
        tenantId: locked.tenant_id,
        userId: locked.user_id,
        subscriptionId: locked.subscription_id,
        invoice: locked,
        amountMinor,
        reference,
        operationKey,
      },
      now,
    );
    const revoke =
      input.revoke_access &&
      locked.subscription_id !== null &&
      locked.subscription_revoked === false;
    const plan =
      revoke && locked.subscription_id
        ? await revokeRefundedSubscription(tx, locked.subscription_id, now)
        : undefined;
    await enqueueRefundEmail(
      tx,
      { tenantId: locked.tenant_id, userId: locked.user_id },
      {
        planName: plan ?? locked.plan_name ?? 'Burrow',
        amount: amountOf(amountMinor, locked.currency),
        planEnded: revoke,
      },
      now,
    );
    const after = await findInvoice(tx, invoiceId, false);
    const recorded = await recordedRefund(tx, locked.tenant_id, operationKey);
    if (!recorded) throw new Error(`staff refund ${operationKey} was not recorded`);
    const answer: StaffInvoiceRefundResponse = {
      refund: {
        id: recorded.id,
        amount_minor: amountMinor,
        currency: locked.currency,
        created_at: now.toISOString(),
        access_revoked: revoke,
      },
      customer_id: locked.user_id,
      invoice: await stateOf(tx, after),
      subscription: after.subscription_id
        ? { id: after.subscription_id, status: after.subscription_status ?? 'unknown' }
        : null,
    };
    await appendStaffAudit(
      tx,
      {
        staffId: staff.id,
        action: 'refund.created',
        customerId: locked.user_id,
        target: `invoice:${locked.id}`,
        before: {
          invoice: before,
          subscription_status: locked.subscription_status,
        },
        after: {
          invoice: answer.invoice,
          subscription_status: after.subscription_status,
          revoke_access: input.revoke_access,
          answer,
        },
        reason: input.reason,
        requestId,
      },
      now,
    );
    return answer;
  });
}

/** The amount to give back: what is asked (all that is left when nothing is), or the refusal. */
function checkedAmount(
  invoice: InvoiceRow,
  state: StaffInvoiceRefundState,
  asked: number | undefined,
): number {
  const reason = notRefundableBecause(invoice, state);
  if (reason) {
    throw new AppError(409, 'invoice_not_refundable', 'This invoice cannot be refunded.', {
      reason,
    });
  }
  const amount = asked ?? state.remaining_minor;
  if (amount > state.remaining_minor) {
    throw new AppError(
      409,
      'refund_exceeds_remaining',
      'That is more than is left to refund on this invoice.',
      { remaining_minor: state.remaining_minor, currency: state.currency },
    );
  }
  return amount;
}
