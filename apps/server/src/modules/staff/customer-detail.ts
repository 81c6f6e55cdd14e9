import type {
  CustomerTimelineEntry,
  CustomerTimelineKind,
  StaffCustomerDetail,
} from '@burrow/contract/staff';
import { subscriptionReference } from '@burrow/domain/subscription-reference';
import type { Queryable } from '../../db/database';
import { SESSION_IDLE_TIMEOUT_MS } from '../identity/session-store';
import { notRefundableBecause } from './staff-invoice-refund';

/**
 * One customer's page in the operator console, read-only: profile, what they own and pay
 * with, and one timeline merged from what the tables already record. One query per
 * source, never one per row. Null for an unknown id.
 */
export async function readCustomerDetail(
  db: Queryable,
  customerId: string,
  now: Date,
): Promise<StaffCustomerDetail | null> {
  const [user] = await db.query<{
    id: string;
    tenant_id: string;
    email: string;
    locale: string;
    country: string | null;
    created_at: Date;
    email_verified_at: Date | null;
    deleted_at: Date | null;
    deletion_status: 'pending' | 'cancelled' | 'completed' | null;
    deletion_requested_at: Date | null;
    deletion_completes_at: Date | null;
  }>(
    `SELECT u.id, u.tenant_id, u.email, u.locale, u.country, u.created_at, u.email_verified_at,
            u.deleted_at, d.status AS deletion_status, d.requested_at AS deletion_requested_at,
            d.completes_at AS deletion_completes_at
     FROM users u
     LEFT JOIN LATERAL (
       SELECT status, requested_at, completes_at FROM account_deletions
       WHERE user_id = u.id ORDER BY requested_at DESC LIMIT 1
     ) d ON true
     WHERE u.id = $1`,
    [customerId],
  );
  if (!user) return null;

  const subscriptions = await db.query<{
    id: string;
    price_id: string;
    status: string;
    current_period_end: Date;
    auto_billing_enabled: boolean;
    billing_system: string;
  }>(
    `SELECT id, price_id, status, current_period_end, auto_billing_enabled, billing_system
     FROM subscriptions WHERE user_id = $1 ORDER BY purchased_at DESC, id`,
    [customerId],
  );
  const addons = await db.query<{ subscription_id: string; product_id: string; status: string }>(
    `SELECT a.subscription_id, a.product_id, a.status
     FROM subscription_addons a JOIN subscriptions s ON s.id = a.subscription_id
     WHERE s.user_id = $1 ORDER BY a.created_at, a.id`,
    [customerId],
  );
  const devices = await db.query<{
    id: string;
    subscription_id: string;
    name: string;
    platform: string;
    activated_at: Date;
  }>(
    `SELECT d.id, d.subscription_id, d.name, d.platform, d.activated_at
     FROM devices d JOIN subscriptions s ON s.id = d.subscription_id
     WHERE s.user_id = $1 ORDER BY d.activated_at DESC, d.id`,
    [customerId],
  );
  const paymentMethods = await db.query<{
    id: string;
    method_type: string;
    brand: string | null;
    last4: string | null;
    exp_month: number | null;
    exp_year: number | null;
    is_default: boolean;
  }>(
    `SELECT id, method_type, brand, last4, exp_month, exp_year, is_default
     FROM payment_methods WHERE user_id = $1 ORDER BY is_default DESC, created_at DESC, id`,
    [customerId],
  );
  // What each invoice was for: a plan change names it; otherwise a subscription's first
  // invoice is its purchase and each later one a renewal.
  const invoices = await db.query<{
    id: string;
    charge_id: string | null;
    billing_system: string | null;
    refunded_minor: string;
    number: string;
    status: string;
    total_minor: string;
    currency: string;
    issued_at: Date;
    paid_at: Date | null;
    subscription_id: string | null;
    kind: 'purchase' | 'renewal' | 'plan_change';
  }>(
    `SELECT i.id, i.charge_id, s.billing_system, i.number, i.status, i.total_minor::text,
            i.currency, i.issued_at, i.paid_at, i.subscription_id,
            COALESCE((SELECT SUM(l.amount_minor) FROM ledger_entries l
                       WHERE l.invoice_id = i.id AND l.kind = 'refund'), 0)::text AS refunded_minor,
            CASE
              WHEN EXISTS (SELECT 1 FROM plan_change_attempts p WHERE p.invoice_id = i.id)
                THEN 'plan_change'
              WHEN i.subscription_id IS NULL OR row_number() OVER (
                     PARTITION BY i.subscription_id ORDER BY i.issued_at, i.number) = 1
                THEN 'purchase'
              ELSE 'renewal'
            END AS kind
     FROM invoices i LEFT JOIN subscriptions s ON s.id = i.subscription_id
     WHERE i.user_id = $1 ORDER BY i.issued_at DESC, i.number DESC`,
    [customerId],
  );
  // Emails are addressed, not owned: an erased account's address no longer matches.
  const emails = await db.query<{
    id: string;
    subject: string;
    to_address: string;
    created_at: Date;
    sent_at: Date | null;
    last_error: string | null;
  }>(
    `SELECT id, subject, to_address, created_at, sent_at, last_error FROM outbox_emails
     WHERE tenant_id = $1 AND lower(to_address) = lower($2) ORDER BY created_at DESC, id`,
    [user.tenant_id, user.email],
  );
  const sessions = await db.query<{
    created_at: Date;
    last_seen_at: Date;
    absolute_expires_at: Date;
  }>(
    // Open ones only: the rules of identity/session-store.ts, read without touching them.
    `SELECT created_at, last_seen_at, absolute_expires_at FROM sessions
     WHERE user_id = $1 AND absolute_expires_at > $2 AND last_seen_at > $3
     ORDER BY last_seen_at DESC`,
    [customerId, now, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS)],
  );
  // A charge attempt right after a failed one for the same subscription is a retry.
  const ledger = await db.query<{
    kind: 'charge' | 'refund' | 'charge_failed' | 'dispute' | 'dispute_reversal';
    amount_minor: string;
    currency: string;
    failure_reason: string | null;
    created_at: Date;
    subscription_id: string | null;
    invoice_number: string | null;
    after_failure: boolean;
  }>(
    `SELECT l.kind, l.amount_minor::text, l.currency, l.failure_reason, l.created_at,
            l.subscription_id, i.number AS invoice_number,
            COALESCE(lag(l.kind) OVER (
              PARTITION BY l.subscription_id ORDER BY l.created_at, l.id
            ) = 'charge_failed', false) AS after_failure
     FROM ledger_entries l LEFT JOIN invoices i ON i.id = l.invoice_id
     WHERE l.user_id = $1`,
    [customerId],
  );
  const dunningSteps = await db.query<{
    step: 'grace_entered' | 'retry_scheduled' | 'retry_failed' | 'retry_succeeded' | 'ended_unpaid';
    attempt: number | null;
    initiated_by: 'schedule' | 'customer' | null;
    failure_reason: string | null;
    retry_at: Date | null;
    grace_ends_at: Date | null;
    occurred_at: Date;
    subscription_id: string;
  }>(
    `SELECT step, attempt, initiated_by, failure_reason, retry_at, grace_ends_at, occurred_at,
            subscription_id
     FROM dunning_steps WHERE user_id = $1 ORDER BY seq`,
    [customerId],
  );
  const planChanges = await db.query<{
    status: string;
    failure_reason: string | null;
    updated_at: Date;
    subscription_id: string;
    total_minor: string | null;
    currency: string | null;
    invoice_number: string | null;
  }>(
    `SELECT p.status, p.failure_reason, p.updated_at, p.subscription_id,
            p.quote->'figures'->>'totalMinor' AS total_minor, p.quote->>'currency' AS currency,
            i.number AS invoice_number
     FROM plan_change_attempts p LEFT JOIN invoices i ON i.id = p.invoice_id
     WHERE p.user_id = $1 AND p.status IN ('succeeded', 'payment_failed')`,
    [customerId],
  );
  const refundRequests = await db.query<{
    subscription_id: string;
    amount_minor: string;
    currency: string;
    requested_at: Date;
  }>(
    `SELECT subscription_id, amount_minor::text, currency, requested_at
     FROM refund_requests WHERE user_id = $1`,
    [customerId],
  );
  const pauses = await db.query<{
    subscription_id: string;
    months: number;
    started_at: Date;
    ended_at: Date | null;
    ended_by: string | null;
  }>(
    `SELECT subscription_id, months, started_at, ended_at, ended_by
     FROM subscription_pauses WHERE user_id = $1`,
    [customerId],
  );
  const renewalOff = await db.query<{
    subscription_id: string;
    reason: string;
    decided_at: Date;
  }>(
    `SELECT subscription_id, reason, decided_at FROM renewal_off_answers
     WHERE user_id = $1 AND outcome = 'renewal_off' AND decided_at IS NOT NULL`,
    [customerId],
  );
  // Who switched automatic renewal, when (recorded since decision 0121).
  const autobillSwitches = await db.query<{
    subscription_id: string;
    enabled: boolean;
    switched_by: 'customer' | 'staff';
    switched_at: Date;
  }>(
    `SELECT subscription_id, enabled, switched_by, switched_at FROM autobill_switches
     WHERE user_id = $1`,
    [customerId],
  );
  const staffEntries = await db.query<{ action: string; occurred_at: Date; target: string | null }>(
    `SELECT action, occurred_at, target FROM staff_audit_log WHERE customer_id = $1`,
    [customerId],
  );

  const reference = (subscriptionId: string | null) =>
    subscriptionId ? subscriptionReference(subscriptionId) : null;
  // Sources in the order they happen within one moment (a charge, then its invoice, then
  // its email): entries of the same instant keep it, so newest-first lists the effect first.
  const timeline: (CustomerTimelineEntry & { order: number })[] = [];
  const add = (
    at: Date,
    kind: CustomerTimelineKind,
    fields: Partial<Omit<CustomerTimelineEntry, 'at' | 'kind'>> = {},
  ) =>
    timeline.push({
      at: at.toISOString(),
      kind,
      money: fields.money ?? null,
      detail: fields.detail ?? null,
      invoice_number: fields.invoice_number ?? null,
      subscription_reference: fields.subscription_reference ?? null,
      order: timeline.length,
    });

  add(user.created_at, 'account_created');
  if (user.email_verified_at) add(user.email_verified_at, 'email_verified');
  for (const row of ledger) {
    const kind: CustomerTimelineKind =
      row.kind === 'charge'
        ? row.after_failure
          ? 'charge_retry_succeeded'
          : 'charge_succeeded'
        : row.kind === 'charge_failed'
          ? row.after_failure
            ? 'charge_retry_failed'
            : 'charge_failed'
          : row.kind;
    add(row.created_at, kind, {
      money: { amount_minor: Number(row.amount_minor), currency: row.currency },
      detail: row.failure_reason,
      invoice_number: row.invoice_number,
      subscription_reference: reference(row.subscription_id),
    });
  }
  // After the charge that caused them, before the invoice and email of the same moment.
  for (const row of dunningSteps) {
    const attempt =
      row.initiated_by === 'customer'
        ? 'retry by the customer'
        : row.attempt !== null
          ? `retry ${row.attempt}`
          : null;
    const detail =
      row.step === 'grace_entered'
        ? `${row.failure_reason ?? 'declined'}; grace until ${row.grace_ends_at?.toISOString() ?? '?'}`
        : row.step === 'retry_scheduled'
          ? `${attempt ?? 'retry'} at ${row.retry_at?.toISOString() ?? '?'}`
          : row.step === 'retry_failed'
            ? `${attempt ?? 'retry'}: ${row.failure_reason ?? 'declined'}`
            : row.step === 'retry_succeeded'
              ? attempt
              : null;
    add(row.occurred_at, `dunning_${row.step}`, {
      detail,
      subscription_reference: reference(row.subscription_id),
    });
  }
  for (const row of invoices) {
    const fields = {
      money: { amount_minor: Number(row.total_minor), currency: row.currency },
      invoice_number: row.number,
      subscription_reference: reference(row.subscription_id),
    };
    // A renewal invoiced when its charge failed was due then, and paid by a later retry.
    // Its status then, not now: a later refund is an entry of its own (from the ledger).
    const paidLater = row.paid_at !== null && row.paid_at.getTime() > row.issued_at.getTime();
    const statusThen = paidLater ? 'payment_due' : row.paid_at ? 'paid' : row.status;
    add(row.issued_at, row.kind, { ...fields, detail: statusThen });
    if (row.paid_at && paidLater) add(row.paid_at, 'invoice_paid', { ...fields, detail: 'paid' });
  }
  for (const row of planChanges) {
    add(row.updated_at, row.status === 'succeeded' ? 'plan_change' : 'plan_change_failed', {
      money:
        row.total_minor !== null && row.currency
          ? { amount_minor: Number(row.total_minor), currency: row.currency }
          : null,
      detail: row.failure_reason,
      invoice_number: row.invoice_number,
      subscription_reference: reference(row.subscription_id),
    });
  }
  for (const row of refundRequests)
    add(row.requested_at, 'refund_requested', {
      money: { amount_minor: Number(row.amount_minor), currency: row.currency },
      subscription_reference: reference(row.subscription_id),
    });
  for (const row of pauses) {
    add(row.started_at, 'subscription_paused', {
      detail: `${row.months} month${row.months === 1 ? '' : 's'}`,
      subscription_reference: reference(row.subscription_id),
    });
    // A pause staff ended with the plan (decision 0121) did not resume: the cancellation shows.
    if (row.ended_at && row.ended_by !== 'staff')
      add(row.ended_at, 'subscription_resumed', {
        detail: row.ended_by,
        subscription_reference: reference(row.subscription_id),
      });
  }
  for (const row of renewalOff)
    add(row.decided_at, 'renewal_turned_off', {
      detail: row.reason,
      subscription_reference: reference(row.subscription_id),
    });
  for (const row of autobillSwitches)
    add(row.switched_at, row.enabled ? 'autobill_turned_on' : 'autobill_turned_off', {
      detail: row.switched_by === 'staff' ? 'by staff' : 'by the customer',
      subscription_reference: reference(row.subscription_id),
    });
  for (const row of devices)
    add(row.activated_at, 'device_activated', {
      detail: `${row.platform}: ${row.name}`,
      subscription_reference: reference(row.subscription_id),
    });
  for (const row of emails) add(row.created_at, 'email_queued', { detail: row.subject });
  if (user.deletion_requested_at) add(user.deletion_requested_at, 'deletion_requested');
  for (const row of staffEntries) add(row.occurred_at, 'staff_action', { detail: row.action });

  timeline.sort((a, b) => b.at.localeCompare(a.at) || b.order - a.order);

  return {
    profile: {
      id: user.id,
      email: user.email,
      tenant_id: user.tenant_id,
      locale: user.locale,
      country: user.country,
      created_at: user.created_at.toISOString(),
      email_verified_at: user.email_verified_at?.toISOString() ?? null,
      deletion: {
        state: user.deleted_at ? 'deleted' : (user.deletion_status ?? 'none'),
        completes_at:
          user.deletion_status === 'pending'
            ? (user.deletion_completes_at?.toISOString() ?? null)
            : null,
      },
    },
    subscriptions: subscriptions.map((row) => ({
      id: row.id,
      reference: subscriptionReference(row.id),
      price_id: row.price_id,
      status: row.status,
      current_period_end: row.current_period_end.toISOString(),
      auto_billing_enabled: row.auto_billing_enabled,
      billing_system: row.billing_system,
      addons: addons
        .filter((addon) => addon.subscription_id === row.id)
        .map((addon) => ({ product_id: addon.product_id, status: addon.status })),
    })),
    devices: devices.map((row) => ({
      id: row.id,
      name: row.name,
      platform: row.platform,
      activated_at: row.activated_at.toISOString(),
      subscription_reference: subscriptionReference(row.subscription_id),
    })),
    payment_methods: paymentMethods.map((row) => ({
      id: row.id,
      type: row.method_type,
      brand: row.brand,
      last4: row.last4,
      exp_month: row.exp_month,
      exp_year: row.exp_year,
      is_default: row.is_default,
    })),
    invoices: invoices.map((row) => {
      const refunded = Number(row.refunded_minor);
      const remaining = Math.max(0, Number(row.total_minor) - refunded);
      return {
        id: row.id,
        number: row.number,
        status: row.status,
        total_minor: Number(row.total_minor),
        currency: row.currency,
        issued_at: row.issued_at.toISOString(),
        paid_at: row.paid_at?.toISOString() ?? null,
        subscription_reference: reference(row.subscription_id),
        refunded_minor: refunded,
        // The refund endpoint's own rule, so the console offers only what it would accept.
        refundable_minor: notRefundableBecause(row, { remaining_minor: remaining }) ? 0 : remaining,
      };
    }),
    emails: emails.map((row) => ({
      id: row.id,
      subject: row.subject,
      to: row.to_address,
      status: row.sent_at ? 'sent' : row.last_error ? 'failing' : 'pending',
      created_at: row.created_at.toISOString(),
      sent_at: row.sent_at?.toISOString() ?? null,
    })),
    sessions: {
      count: sessions.length,
      items: sessions.slice(0, 20).map((row) => ({
        created_at: row.created_at.toISOString(),
        last_seen_at: row.last_seen_at.toISOString(),
        expires_at: row.absolute_expires_at.toISOString(),
      })),
    },
    timeline: timeline.map(({ order: _order, ...entry }) => entry),
  };
}
