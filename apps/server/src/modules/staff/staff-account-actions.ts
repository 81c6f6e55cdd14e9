import type {
  StaffAccessActionRequest,
  StaffDeletionResponse,
  StaffEndSessionsResponse,
  StaffResendEmailRequest,
  StaffResendEmailResponse,
  StaffRetryPaymentRequest,
  StaffRetryPaymentResponse,
} from '@burrow/contract/staff-account-actions';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { AppError, paymentProviderUnavailable } from '../../platform/errors';
import { retryFailedRenewalNow } from '../billing/autobill-service';
import { latestFailedAttempt } from '../billing/payment-collection';
import { awaitingAuthentication } from '../billing/renewal-authentications';
import type { DeletionRow } from '../identity/account-deletion-repository';
import { beginAccountDeletion, endAccountDeletion } from '../identity/account-deletion-service';
import { signOutEverywhere } from '../identity/session-store';
import { findUserById, type UserRow } from '../identity/user-repository';
import { enqueueEmail } from '../notifications/outbox';
import { GatewayUnavailableError } from '../payments/payment-gateway';
import { appendStaffAudit, auditEntryOfKey } from './staff-audit-log';
import type { AuthenticatedStaff } from './staff-authentication';

/**
 * The console's actions on a customer's account (decision 0122). Each goes through the
 * service the customer's own action uses and writes its audit entry in the transaction
 * that makes the change.
 */

const keyReused = () =>
  new AppError(409, 'idempotency_key_reused', 'This idempotency key was used for another action.');

async function customerOf(ctx: AppContext, customerId: string): Promise<UserRow> {
  const row = await queryOne<{ tenant_id: string }>(
    ctx.db,
    'SELECT tenant_id FROM users WHERE id = $1',
    [customerId],
  );
  const user = row ? await findUserById(ctx.db, row.tenant_id, customerId) : undefined;
  // An erased account keeps its row, but there is nobody left to act for.
  if (!user || user.deleted_at) throw new AppError(404, 'not_found', 'No customer has this id.');
  return user;
}

interface RetryRow {
  id: string;
  tenant_id: string;
  user_id: string;
  number: string;
  status: string;
  total_minor: string;
  currency: string;
  subscription_id: string | null;
  subscription_status: string | null;
  auto_bill_failed_on: Date | null;
  billing_system: string | null;
}

async function retryRow(db: Queryable, invoiceId: string): Promise<RetryRow> {
  const row = await queryOne<RetryRow>(
    db,
    `SELECT i.id, i.tenant_id, i.user_id, i.number, i.status, i.total_minor::text, i.currency,
            i.subscription_id, s.status AS subscription_status, s.auto_bill_failed_on, s.billing_system
       FROM invoices i LEFT JOIN subscriptions s ON s.id = i.subscription_id
      WHERE i.id = $1`,
    [invoiceId],
  );
  if (!row) throw new AppError(404, 'not_found', 'There is no such invoice.');
  return row;
}

const invoiceState = (row: RetryRow) => ({
  id: row.id,
  number: row.number,
  status: row.status,
  total_minor: Number(row.total_minor),
  currency: row.currency,
});

/**
 * `POST /invoices/:invoiceId/retry-payment`: the customer's own "pay now" (decision 0055),
 * asked by support — the same retry of the billing engine with the stored method, so a
 * failure keeps the dunning schedule and sends no email. The charge cannot sit in a
 * transaction (it is a network call, and the billing engine records its result in its own);
 * the audit entry follows it, once per idempotency key.
 */
export async function retryPaymentAsStaff(
  ctx: AppContext,
  staff: AuthenticatedStaff,
  invoiceId: string,
  input: StaffRetryPaymentRequest,
  requestId: string,
): Promise<StaffRetryPaymentResponse> {
  const action = 'payment.retried';
  const target = `invoice:${invoiceId}`;
  const replay = (earlier: { target: string | null; after: Record<string, unknown> }) => {
    if (earlier.target !== target) throw keyReused();
    return earlier.after['answer'] as StaffRetryPaymentResponse;
  };
  const before = await retryRow(ctx.db, invoiceId);
  const earlier = await ctx.db.transaction((tx) =>
    auditEntryOfKey(tx, action, input.idempotency_key),
  );
  if (earlier) return replay(earlier);
  if (
    before.status !== 'payment_due' ||
    !before.subscription_id ||
    !before.auto_bill_failed_on ||
    before.billing_system !== 'burrow'
  ) {
    throw new AppError(
      409,
      'nothing_to_retry',
      'There is no failed payment to retry on this invoice.',
    );
  }
  const subscriptionId = before.subscription_id;
  try {
    await retryFailedRenewalNow(ctx, subscriptionId);
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw paymentProviderUnavailable();
    throw error;
  }
  const after = await retryRow(ctx.db, invoiceId);
  let outcome: StaffRetryPaymentResponse['outcome'] = 'declined';
  let declineReason: string | null = null;
  if (after.status === 'paid') outcome = 'paid';
  else if (await awaitingAuthentication(ctx.db, after.tenant_id, subscriptionId))
    outcome = 'needs_customer_action';
  else
    declineReason =
      (await latestFailedAttempt(ctx.db, subscriptionId))?.failure_reason ?? 'payment_declined';
  const answer: StaffRetryPaymentResponse = {
    outcome,
    decline_reason: declineReason,
    customer_id: after.user_id,
    invoice: invoiceState(after),
    subscription: { id: subscriptionId, status: after.subscription_status ?? 'unknown' },
  };
  return ctx.db.transaction(async (tx) => {
    const raced = await auditEntryOfKey(tx, action, input.idempotency_key);
    if (raced) return replay(raced);
    await appendStaffAudit(
      tx,
      {
        staffId: staff.id,
        action,
        customerId: after.user_id,
        target,
        before: { invoice_status: before.status, subscription_status: before.subscription_status },
        after: {
          invoice_status: after.status,
          subscription_status: after.subscription_status,
          outcome,
          idempotency_key: input.idempotency_key,
          answer,
        },
        reason: input.reason,
        requestId,
      },
      ctx.clock.now(),
    );
    return answer;
  });
}

interface OutboxEmailRow {
  id: string;
  tenant_id: string;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: Date;
  sent_at: Date | null;
}

const OUTBOX_COLUMNS = 'id, tenant_id, to_address, subject, text_body, created_at, sent_at';

/**
 * `POST /emails/:emailId/resend`: queues the same subject and body again to the customer
 * the email was sent to, as a new outbox row (the original stays as it was, with its
 * delivery record). Only an email to a customer's current address: the outbox has no
 * owner (decision 0118), so an email to anyone else is not the console's to resend.
 */
export async function resendEmailAsStaff(
  ctx: AppContext,
  staff: AuthenticatedStaff,
  emailId: string,
  input: StaffResendEmailRequest,
  requestId: string,
): Promise<StaffResendEmailResponse> {
  const action = 'email.resent';
  const target = `email:${emailId}`;
  const original = await queryOne<OutboxEmailRow>(
    ctx.db,
    `SELECT ${OUTBOX_COLUMNS} FROM outbox_emails WHERE id = $1`,
    [emailId],
  );
  if (!original) throw new AppError(404, 'not_found', 'There is no such email.');
  const customer = await queryOne<{ id: string }>(
    ctx.db,
    `SELECT id FROM users WHERE tenant_id = $1 AND lower(email) = lower($2) AND deleted_at IS NULL`,
    [original.tenant_id, original.to_address],
  );
  if (!customer)
    throw new AppError(404, 'not_found', 'This email was not sent to a customer’s address.');
  const answerOf = async (db: Queryable, copyId: string): Promise<StaffResendEmailResponse> => {
    const copy = await queryOne<OutboxEmailRow>(
      db,
      `SELECT ${OUTBOX_COLUMNS} FROM outbox_emails WHERE id = $1`,
      [copyId],
    );
    if (!copy) throw new Error(`resent email ${copyId} is gone`);
    return {
      customer_id: customer.id,
      original_email_id: original.id,
      email: {
        id: copy.id,
        subject: copy.subject,
        to: copy.to_address,
        created_at: copy.created_at.toISOString(),
      },
    };
  };
  return ctx.db.transaction(async (tx) => {
    const earlier = await auditEntryOfKey(tx, action, input.idempotency_key);
    if (earlier) {
      if (earlier.target !== target) throw keyReused();
      return answerOf(tx, String(earlier.after['email_id']));
    }
    const now = ctx.clock.now();
    const copyId = await enqueueEmail(
      tx,
      {
        tenantId: original.tenant_id,
        to: original.to_address,
        subject: original.subject,
        text: original.text_body,
      },
      now,
    );
    // Ids and states only: the log outlives an erased account, its address must not.
    await appendStaffAudit(
      tx,
      {
        staffId: staff.id,
        action,
        customerId: customer.id,
        target,
        before: { email_id: original.id, sent: original.sent_at !== null },
        after: { email_id: copyId, idempotency_key: input.idempotency_key },
        reason: input.reason ?? null,
        requestId,
      },
      now,
    );
    return answerOf(tx, copyId);
  });
}

/**
 * `POST /customers/:customerId/sessions/end`: what a password change does to sessions —
 * every session ends and unused sign-in and reset links are retired. Naturally idempotent:
 * a repeat ends nothing more and says 0.
 */
export async function endCustomerSessionsAsStaff(
  ctx: AppContext,
  staff: AuthenticatedStaff,
  customerId: string,
  input: StaffAccessActionRequest,
  requestId: string,
): Promise<StaffEndSessionsResponse> {
  const user = await customerOf(ctx, customerId);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const open = await queryOne<{ count: number }>(
      tx,
      'SELECT count(*)::int AS count FROM sessions WHERE user_id = $1',
      [user.id],
    );
    const ended = open?.count ?? 0;
    await signOutEverywhere(tx, user.id, now);
    await appendStaffAudit(
      tx,
      {
        staffId: staff.id,
        action: 'customer.sessions_ended',
        customerId: user.id,
        target: `customer:${user.id}`,
        before: { sessions: ended },
        after: { sessions: 0 },
        reason: input.reason,
        requestId,
      },
      now,
    );
    return { customer_id: user.id, ended };
  });
}

const deletionState = (row: DeletionRow | undefined): StaffDeletionResponse['deletion'] =>
  row && row.status === 'pending'
    ? {
        status: 'pending',
        requested_at: row.requested_at.toISOString(),
        completes_at: row.completes_at.toISOString(),
      }
    : { status: 'none', requested_at: null, completes_at: null };

/**
 * `POST /customers/:customerId/deletion`: the customer's own deletion request (decision
 * 0043) without their password — the grace period, the renewals stopped, the same email.
 * Already pending: answered unchanged, nothing sent or recorded.
 */
export async function startDeletionAsStaff(
  ctx: AppContext,
  staff: AuthenticatedStaff,
  customerId: string,
  input: StaffAccessActionRequest,
  requestId: string,
): Promise<StaffDeletionResponse> {
  const user = await customerOf(ctx, customerId);
  const { pending, created } = await beginAccountDeletion(
    ctx,
    { tenantId: user.tenant_id, user, appOrigin: ctx.config.publicUrl },
    (tx, deletion, now) =>
      appendStaffAudit(
        tx,
        {
          staffId: staff.id,
          action: 'deletion.started',
          customerId: user.id,
          target: `deletion:${deletion.id}`,
          before: { deletion: 'none' },
          after: {
            deletion: 'pending',
            completes_at: deletion.completes_at.toISOString(),
            stopped_renewals: deletion.stopped_renewals,
          },
          reason: input.reason,
          requestId,
        },
        now,
      ),
  );
  return { customer_id: user.id, changed: created, deletion: deletionState(pending) };
}

/**
 * `DELETE /customers/:customerId/deletion`: the customer's own cancel — renewals the
 * request stopped resume, the same email. Nothing pending: answered as it is, nothing sent.
 */
export async function cancelDeletionAsStaff(
  ctx: AppContext,
  staff: AuthenticatedStaff,
  customerId: string,
  input: StaffAccessActionRequest,
  requestId: string,
): Promise<StaffDeletionResponse> {
  const user = await customerOf(ctx, customerId);
  const cancelled = await endAccountDeletion(
    ctx,
    { tenantId: user.tenant_id, user, appOrigin: ctx.config.publicUrl },
    (tx, deletion, now) =>
      appendStaffAudit(
        tx,
        {
          staffId: staff.id,
          action: 'deletion.cancelled',
          customerId: user.id,
          target: `deletion:${deletion.id}`,
          before: { deletion: 'pending', completes_at: deletion.completes_at.toISOString() },
          after: { deletion: 'cancelled', resumed_renewals: deletion.stopped_renewals },
          reason: input.reason,
          requestId,
        },
        now,
      ),
  );
  return {
    customer_id: user.id,
    changed: cancelled !== undefined,
    deletion: { status: 'none', requested_at: null, completes_at: null },
  };
}
