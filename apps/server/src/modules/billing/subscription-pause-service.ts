import type {
  PauseRequest,
  RenewalOffReasonRequest,
  Subscription,
} from '@burrow/contract/subscriptions';
import type { BillingSystem } from '@burrow/domain/account-deletion';
import type { SubscriptionItemStatus } from '@burrow/domain/subscription-lifecycle';
import {
  PAUSE_REMINDER_DAYS,
  pauseRefusal,
  pauseReminderDue,
  periodEndAfterPause,
  planPause,
  statusAfterPause,
} from '@burrow/domain/subscription-pause';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { AppError } from '../../platform/errors';
import { customerContact } from '../identity/identity-service';
import { renderEmail, type EmailMessage } from '../notifications/emails';
import { enqueueEmail } from '../notifications/outbox';
import { enqueueSubscriptionChange } from '../outbound-webhooks/entitlement-snapshot';
import { getSubscription } from '../subscriptions/subscription-service';

interface PausableRow {
  id: string;
  tenant_id: string;
  user_id: string;
  status: SubscriptionItemStatus;
  billing_system: BillingSystem;
  supports_autobill: boolean;
  auto_billing_enabled: boolean;
  auto_bill_failed_on: Date | null;
  current_period_end: Date;
  revoked_at: Date | null;
  product_name: string;
  last_pause_started_at: Date | null;
  open_pause_months: number | null;
}

interface OpenPause {
  id: string;
  tenant_id: string;
  user_id: string;
  subscription_id: string;
  started_at: Date;
  resumes_at: Date;
  period_end_before: Date;
}

const accountUrl = (ctx: AppContext) => `${ctx.config.publicUrl}/my-subscriptions`;

/** The subscription's facts a pause decides on, locked for the caller's transaction. */
async function lockPausable(tx: Queryable, subscriptionId: string): Promise<PausableRow> {
  const [row] = await tx.query<PausableRow>(
    `SELECT s.id, s.tenant_id, s.user_id, s.status, s.billing_system, s.supports_autobill,
            s.auto_billing_enabled, s.auto_bill_failed_on, s.current_period_end, s.revoked_at,
            pr.name AS product_name,
            (SELECT max(sp.started_at) FROM subscription_pauses sp
              WHERE sp.subscription_id = s.id) AS last_pause_started_at,
            (SELECT sp.months FROM subscription_pauses sp
              WHERE sp.subscription_id = s.id AND sp.ended_at IS NULL) AS open_pause_months
       FROM subscriptions s
       JOIN prices p ON p.tenant_id = s.tenant_id AND p.id = s.price_id
       JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
      WHERE s.id = $1
      FOR UPDATE OF s`,
    [subscriptionId],
  );
  if (!row) throw new AppError(404, 'not_found', 'The subscription was not found.');
  return row;
}

/**
 * Records why the customer wants automatic renewal off, the flow's first step (decision
 * 0102). The latest answer is kept per subscription, so asking twice stores it once.
 */
export async function recordRenewalOffReason(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  id: string,
  answer: RenewalOffReasonRequest,
): Promise<Subscription> {
  const view = await getSubscription(ctx, tenantId, userId, id);
  const detail = answer.detail?.trim() || null;
  await ctx.db.query(
    `INSERT INTO renewal_off_answers (subscription_id, tenant_id, user_id, reason, detail, answered_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (subscription_id) DO UPDATE
       SET reason = EXCLUDED.reason, detail = EXCLUDED.detail, answered_at = EXCLUDED.answered_at,
           outcome = NULL, decided_at = NULL`,
    [view.subscription_id, tenantId, userId, answer.reason, detail, ctx.clock.now()],
  );
  return view;
}

/** Notes what the customer chose after giving their reason, in the caller's transaction. */
export async function recordRenewalOffOutcome(
  tx: Queryable,
  subscriptionId: string,
  outcome: 'paused' | 'renewal_off' | 'retention_offer',
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE renewal_off_answers SET outcome = $2, decided_at = $3 WHERE subscription_id = $1`,
    [subscriptionId, outcome, now],
  );
}

/**
 * Pauses the subscription for `months` from now (decision 0102): no access and no charge
 * until it resumes, the paid time left served after it. Idempotent: the same pause asked
 * for again answers the paused subscription; anything the rules refuse is 409
 * `pause_not_allowed` with the rule in `details.reason`.
 */
export async function pauseSubscription(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  id: string,
  { months }: PauseRequest,
): Promise<Subscription> {
  const view = await getSubscription(ctx, tenantId, userId, id);
  const contact = await customerContact(ctx.db, tenantId, userId);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const row = await lockPausable(tx, view.subscription_id);
    if (row.status === 'paused' && row.open_pause_months === months) return;
    const refusal = row.supports_autobill
      ? pauseRefusal(
          {
            billingSystem: row.billing_system,
            status: row.status,
            revoked: row.revoked_at !== null,
            autoBillingEnabled: row.auto_billing_enabled,
            autoBillFailedOn: row.auto_bill_failed_on,
            periodEnd: row.current_period_end,
            lastPauseStartedAt: row.last_pause_started_at,
          },
          now,
        )
      : 'billed_elsewhere';
    if (refusal) {
      throw new AppError(409, 'pause_not_allowed', 'This subscription cannot be paused now.', {
        reason: refusal,
      });
    }
    const plan = planPause(now, months, row.current_period_end);
    await tx.query(
      `INSERT INTO subscription_pauses
         (tenant_id, user_id, subscription_id, months, started_at, resumes_at, period_end_before)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [tenantId, userId, row.id, months, now, plan.resumesAt, row.current_period_end],
    );
    await tx.query(
      `UPDATE subscriptions SET status = 'paused', current_period_end = $2, updated_at = $3 WHERE id = $1`,
      [row.id, plan.periodEnd, now],
    );
    await recordRenewalOffOutcome(tx, row.id, 'paused', now);
    await enqueueSubscriptionChange(tx, 'subscription.paused', row.id, now, {
      resumes_at: plan.resumesAt.toISOString(),
    });
    if (contact) {
      await sendPauseEmail(tx, tenantId, contact, now, {
        kind: 'subscription_paused',
        planName: row.product_name,
        resumesOn: plan.resumesAt,
        accountUrl: accountUrl(ctx),
      });
    }
  });
  return getSubscription(ctx, tenantId, userId, view.subscription_id);
}

/**
 * Ends the customer's pause now: access is back at once and the next renewal moves back
 * only by the time actually paused. A subscription not paused is answered as it is.
 */
export async function resumeSubscription(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  id: string,
): Promise<Subscription> {
  const view = await getSubscription(ctx, tenantId, userId, id);
  await ctx.db.transaction(async (tx) => {
    const [pause] = await tx.query<OpenPause>(
      `SELECT id, tenant_id, user_id, subscription_id, started_at, resumes_at, period_end_before
         FROM subscription_pauses WHERE subscription_id = $1 AND ended_at IS NULL FOR UPDATE`,
      [view.subscription_id],
    );
    if (pause) await endPause(ctx, tx, pause, 'customer');
  });
  return getSubscription(ctx, tenantId, userId, view.subscription_id);
}

/**
 * Ends one pause in the caller's transaction: by the customer now, or by the schedule at
 * its planned end (even if the run comes late, the paid-through date is the planned one).
 */
async function endPause(
  ctx: AppContext,
  tx: Queryable,
  pause: OpenPause,
  by: 'customer' | 'schedule',
): Promise<void> {
  const now = ctx.clock.now();
  const endedAt = by === 'schedule' || pause.resumes_at < now ? pause.resumes_at : now;
  const closed = await tx.query(
    `UPDATE subscription_pauses SET ended_at = $2, ended_by = $3 WHERE id = $1 AND ended_at IS NULL RETURNING id`,
    [pause.id, now, by],
  );
  if (closed.length === 0) return;
  const periodEnd = periodEndAfterPause(pause.period_end_before, pause.started_at, endedAt);
  const [resumed] = await tx.query<{ auto_billing_enabled: boolean; product_name: string }>(
    `UPDATE subscriptions s SET status = CASE WHEN s.auto_billing_enabled THEN $3 ELSE $4 END,
            current_period_end = $2, updated_at = $5
       FROM prices p JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
      WHERE s.id = $1 AND s.status = 'paused' AND p.tenant_id = s.tenant_id AND p.id = s.price_id
      RETURNING s.auto_billing_enabled, pr.name AS product_name`,
    [pause.subscription_id, periodEnd, statusAfterPause(true), statusAfterPause(false), now],
  );
  if (!resumed) return;
  await enqueueSubscriptionChange(tx, 'subscription.resumed', pause.subscription_id, now, {
    resumed_by: by,
  });
  const contact = await customerContact(tx, pause.tenant_id, pause.user_id);
  if (contact) {
    await sendPauseEmail(tx, pause.tenant_id, contact, now, {
      kind: 'subscription_resumed',
      planName: resumed.product_name,
      periodEnd,
      renews: resumed.auto_billing_enabled,
      accountUrl: accountUrl(ctx),
    });
  }
}

async function sendPauseEmail(
  tx: Queryable,
  tenantId: string,
  contact: { email: string; locale: string | null },
  now: Date,
  message: EmailMessage,
): Promise<void> {
  await enqueueEmail(
    tx,
    { tenantId, to: contact.email, ...renderEmail(contact.locale, message) },
    now,
  );
}

/**
 * The billing run's part (decision 0102): reminds each customer whose pause ends within
 * {@link PAUSE_REMINDER_DAYS} days, once, then resumes every pause whose end has come. Each
 * pause in a transaction of its own; answers how many resumed.
 */
export async function processDuePauses(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const soon = new Date(now.getTime() + PAUSE_REMINDER_DAYS * 86_400_000);
  const reminders = await ctx.db.query<{ id: string }>(
    `SELECT id FROM subscription_pauses
      WHERE ended_at IS NULL AND reminder_sent_at IS NULL AND resumes_at > $1 AND resumes_at <= $2
      ORDER BY resumes_at, id`,
    [now, soon],
  );
  for (const { id } of reminders) await remindPause(ctx, id);
  const due = await ctx.db.query<{ id: string }>(
    `SELECT id FROM subscription_pauses WHERE ended_at IS NULL AND resumes_at <= $1 ORDER BY resumes_at, id`,
    [now],
  );
  let resumed = 0;
  for (const { id } of due) {
    const done = await ctx.db.transaction(async (tx) => {
      const [pause] = await tx.query<OpenPause>(
        `SELECT id, tenant_id, user_id, subscription_id, started_at, resumes_at, period_end_before
           FROM subscription_pauses WHERE id = $1 AND ended_at IS NULL FOR UPDATE SKIP LOCKED`,
        [id],
      );
      if (!pause) return false;
      await endPause(ctx, tx, pause, 'schedule');
      return true;
    });
    if (done) resumed += 1;
  }
  return resumed;
}

async function remindPause(ctx: AppContext, pauseId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [pause] = await tx.query<{
      tenant_id: string;
      user_id: string;
      resumes_at: Date;
      period_end: Date;
      auto_billing_enabled: boolean;
      product_name: string;
    }>(
      `UPDATE subscription_pauses sp SET reminder_sent_at = $2
         FROM subscriptions s
         JOIN prices p ON p.tenant_id = s.tenant_id AND p.id = s.price_id
         JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
        WHERE sp.id = $1 AND sp.reminder_sent_at IS NULL AND sp.ended_at IS NULL
          AND s.id = sp.subscription_id
        RETURNING sp.tenant_id, sp.user_id, sp.resumes_at, s.current_period_end AS period_end,
                  s.auto_billing_enabled, pr.name AS product_name`,
      [pauseId, now],
    );
    if (!pause || !pauseReminderDue(pause.resumes_at, now)) return;
    const contact = await customerContact(tx, pause.tenant_id, pause.user_id);
    if (!contact) return;
    await sendPauseEmail(tx, pause.tenant_id, contact, now, {
      kind: 'pause_ending_soon',
      planName: pause.product_name,
      resumesOn: pause.resumes_at,
      periodEnd: pause.period_end,
      renews: pause.auto_billing_enabled,
      accountUrl: accountUrl(ctx),
    });
  });
}
