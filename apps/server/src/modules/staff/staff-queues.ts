import type {
  StaffDeletionQueueItem,
  StaffDisputeQueueItem,
  StaffDunningQueueItem,
  StaffRefundRequestQueueItem,
} from '@burrow/contract/staff-queues';
import { dunningGraceEnd } from '@burrow/domain/dunning';
import { subscriptionReference } from '@burrow/domain/subscription-reference';
import type { Queryable } from '../../db/database';

/*
 * The console's work queues (decision 0123), read-only, one query each. Every listing asks
 * for one row more than the page to tell `has_more`.
 */

const DAY_MS = 86_400_000;

export interface Window {
  limit: number;
  offset: number;
}

/** A subscription's payment method as the queue names it (the CASE of migration 0011). */
const PROVIDER_SQL = `CASE s.payment_method
  WHEN 'PayPal' THEN 'paypal' WHEN 'ApplePay' THEN 'apple_pay' WHEN 'GooglePay' THEN 'google_pay'
  ELSE 'card' END`;

/**
 * Burrow-billed plans still live whose renewal failed: in grace, retried on the schedule.
 * Nearest end of grace first; every plan's grace is the same length, so that is the
 * oldest failure first.
 */
export async function listDunningQueue(
  db: Queryable,
  filter: Window & {
    storefront?: string | undefined;
    provider?: StaffDunningQueueItem['provider'] | undefined;
    deadlineWithinDays?: number | undefined;
  },
  now: Date,
  retryDays: readonly number[],
): Promise<StaffDunningQueueItem[]> {
  const graceMs = dunningGraceEnd(new Date(0), retryDays).getTime();
  // Grace ends within N days ⇔ the failure happened before now + N days − the grace's length.
  const failedBefore =
    filter.deadlineWithinDays === undefined
      ? null
      : new Date(now.getTime() + filter.deadlineWithinDays * DAY_MS - graceMs);
  const rows = await db.query<{
    id: string;
    user_id: string;
    email: string;
    tenant_id: string;
    provider: StaffDunningQueueItem['provider'];
    auto_bill_failed_on: Date;
    dunning_attempts: number;
    next_retry_at: Date | null;
    hard_declined: boolean;
    invoice_number: string | null;
    total_minor: string | null;
    currency: string | null;
    failure_reason: string | null;
    last_attempt_at: Date | null;
  }>(
    `SELECT s.id, s.user_id, u.email, s.tenant_id, ${PROVIDER_SQL} AS provider,
            s.auto_bill_failed_on, s.dunning_attempts, s.next_retry_at, s.hard_declined,
            i.number AS invoice_number, i.total_minor::text, i.currency,
            l.failure_reason, l.created_at AS last_attempt_at
     FROM subscriptions s
     JOIN users u ON u.id = s.user_id
     LEFT JOIN LATERAL (
       SELECT number, total_minor, currency FROM invoices
       WHERE subscription_id = s.id AND status = 'payment_due' ORDER BY issued_at DESC LIMIT 1
     ) i ON true
     LEFT JOIN LATERAL (
       SELECT failure_reason, created_at FROM ledger_entries
       WHERE subscription_id = s.id AND kind = 'charge_failed'
       ORDER BY created_at DESC, id DESC LIMIT 1
     ) l ON true
     WHERE s.auto_bill_failed_on IS NOT NULL
       AND s.billing_system = 'burrow'
       AND s.status IN ('active', 'in_trial', 'non_renewing')
       AND ($1::text IS NULL OR s.tenant_id = $1)
       AND ($2::text IS NULL OR ${PROVIDER_SQL} = $2)
       AND ($3::timestamptz IS NULL OR s.auto_bill_failed_on <= $3)
     ORDER BY s.auto_bill_failed_on, s.id
     LIMIT $4 OFFSET $5`,
    [filter.storefront ?? null, filter.provider ?? null, failedBefore, filter.limit, filter.offset],
  );
  return rows.map((row) => ({
    subscription_id: row.id,
    subscription_reference: subscriptionReference(row.id),
    customer: { id: row.user_id, email: row.email, tenant_id: row.tenant_id },
    provider: row.provider,
    amount_due:
      row.total_minor !== null && row.currency !== null
        ? { amount_minor: Number(row.total_minor), currency: row.currency }
        : null,
    invoice_number: row.invoice_number,
    failed_on: row.auto_bill_failed_on.toISOString(),
    attempts: row.dunning_attempts + 1,
    last_decline_reason: row.failure_reason,
    last_attempt_at: row.last_attempt_at?.toISOString() ?? null,
    next_retry_at: row.next_retry_at?.toISOString() ?? null,
    hard_declined: row.hard_declined,
    grace_ends_at: dunningGraceEnd(row.auto_bill_failed_on, retryDays).toISOString(),
  }));
}

/** Disputes of one state: open ones by nearest evidence deadline, closed ones newest first. */
export async function listDisputeQueue(
  db: Queryable,
  filter: Window & { status: StaffDisputeQueueItem['status'] },
): Promise<StaffDisputeQueueItem[]> {
  const rows = await db.query<{
    provider: string;
    dispute_id: string;
    user_id: string;
    email: string;
    tenant_id: string;
    subscription_id: string | null;
    invoice_number: string | null;
    amount_minor: string;
    currency: string;
    reason: string | null;
    status: StaffDisputeQueueItem['status'];
    provider_status: string | null;
    evidence_due_by: Date | null;
    opened_at: Date;
    closed_at: Date | null;
  }>(
    `SELECT d.provider, d.dispute_id, d.user_id, u.email, d.tenant_id, d.subscription_id,
            i.number AS invoice_number, d.amount_minor::text, d.currency, d.reason, d.status,
            d.provider_status, d.evidence_due_by, d.opened_at, d.closed_at
     FROM payment_disputes d
     JOIN users u ON u.id = d.user_id
     LEFT JOIN invoices i ON i.id = d.invoice_id
     WHERE d.status = $1
     ORDER BY CASE WHEN d.status = 'open' THEN d.evidence_due_by END ASC NULLS LAST,
              d.closed_at DESC NULLS LAST, d.opened_at DESC, d.dispute_id
     LIMIT $2 OFFSET $3`,
    [filter.status, filter.limit, filter.offset],
  );
  return rows.map((row) => ({
    provider: row.provider,
    dispute_id: row.dispute_id,
    customer: { id: row.user_id, email: row.email, tenant_id: row.tenant_id },
    subscription_reference: row.subscription_id ? subscriptionReference(row.subscription_id) : null,
    invoice_number: row.invoice_number,
    amount: { amount_minor: Number(row.amount_minor), currency: row.currency.trim() },
    reason: row.reason,
    status: row.status,
    provider_status: row.provider_status,
    evidence_due_by: row.evidence_due_by?.toISOString() ?? null,
    opened_at: row.opened_at.toISOString(),
    closed_at: row.closed_at?.toISOString() ?? null,
  }));
}

/**
 * Money-back requests still in their withdrawal window (`pending`): the billing run carries
 * each out at its `refund_at`; one past it is waiting on the gateway. Soonest first.
 */
export async function listRefundRequestQueue(
  db: Queryable,
  filter: Window & { storefront?: string | undefined },
  now: Date,
): Promise<StaffRefundRequestQueueItem[]> {
  const rows = await db.query<{
    id: string;
    user_id: string;
    email: string;
    tenant_id: string;
    subscription_id: string;
    amount_minor: string;
    currency: string;
    requested_at: Date;
    refund_at: Date;
  }>(
    `SELECT r.id, r.user_id, u.email, r.tenant_id, r.subscription_id, r.amount_minor::text,
            r.currency, r.requested_at, r.refund_at
     FROM refund_requests r JOIN users u ON u.id = r.user_id
     WHERE r.status = 'pending' AND ($1::text IS NULL OR r.tenant_id = $1)
     ORDER BY r.refund_at, r.id
     LIMIT $2 OFFSET $3`,
    [filter.storefront ?? null, filter.limit, filter.offset],
  );
  return rows.map((row) => ({
    id: row.id,
    customer: { id: row.user_id, email: row.email, tenant_id: row.tenant_id },
    subscription_reference: subscriptionReference(row.subscription_id),
    amount: { amount_minor: Number(row.amount_minor), currency: row.currency.trim() },
    requested_at: row.requested_at.toISOString(),
    refund_at: row.refund_at.toISOString(),
    overdue: row.refund_at.getTime() <= now.getTime(),
  }));
}

/** Account deletions of one state: pending ones by soonest erasure, the others newest first. */
export async function listDeletionQueue(
  db: Queryable,
  filter: Window & { status: StaffDeletionQueueItem['status'] },
): Promise<StaffDeletionQueueItem[]> {
  const rows = await db.query<{
    id: string;
    user_id: string;
    email: string;
    tenant_id: string;
    status: StaffDeletionQueueItem['status'];
    requested_at: Date;
    completes_at: Date;
    cancelled_at: Date | null;
    completed_at: Date | null;
  }>(
    `SELECT d.id, d.user_id, u.email, d.tenant_id, d.status, d.requested_at, d.completes_at,
            d.cancelled_at, d.completed_at
     FROM account_deletions d JOIN users u ON u.id = d.user_id
     WHERE d.status = $1
     ORDER BY CASE WHEN d.status = 'pending' THEN d.completes_at END ASC,
              d.requested_at DESC, d.id
     LIMIT $2 OFFSET $3`,
    [filter.status, filter.limit, filter.offset],
  );
  return rows.map((row) => ({
    id: row.id,
    customer: { id: row.user_id, email: row.email, tenant_id: row.tenant_id },
    status: row.status,
    requested_at: row.requested_at.toISOString(),
    completes_at: row.completes_at.toISOString(),
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    completed_at: row.completed_at?.toISOString() ?? null,
  }));
}
