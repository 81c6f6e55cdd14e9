import { addPeriod } from '@burrow/domain/billing-period';
import { billingAction, type BillingAction } from '@burrow/domain/billing-action';
import { dunningGraceEnd, nextDunningRetry } from '@burrow/domain/dunning';
import { makeKrn } from '@burrow/domain/krn';
import { retryPaymentPath, UPDATE_PAYMENT_PATH } from '@burrow/domain/subscription-actions';
import { limitDatabaseWork } from '../../db/limited-database';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { logBusinessEvent } from '../../platform/business-events';
import { forEachConcurrently } from '../../platform/for-each-concurrently';
import {
  billingRunDuration,
  billingRunsTotal,
  billingRunSubscriptionsTotal,
  dunningRecoveriesTotal,
  paymentDeclinesTotal,
} from '../../platform/metrics';
import { customerContact, type CustomerContact } from '../identity/identity-service';
import { insertDueInvoice, numberInvoice, voidDueInvoice } from '../invoices/invoice-issuer';
import { renderEmail } from '../notifications/emails';
import { enqueueEmail } from '../notifications/outbox';
import { GatewayUnavailableError, type ChargeResult } from '../payments/payment-gateway';
import { settleStrandedCheckoutPayments } from '../checkout/checkout-payment-sweep';
import { claimDueSubscriptions, releaseClaim, type ClaimedSubscription } from './billing-claims';
import { recordDunningStep } from './dunning-steps';
import { recordLedgerEntry } from './ledger';
import {
  ChargeLeaseLost,
  chargeHeld,
  refundUnapplied,
  releaseCharge,
  settleCharge,
  settleStrandedCharges,
  startCharge,
  type HeldCharge,
} from './pending-charges';
import { processDueRefunds } from './refund-service';
import {
  cancelSupersededPayments,
  dueRenewalInvoice,
  rememberAuthentication,
  supersedeAuthentications,
} from './renewal-authentications';
import { priceNextPeriod, type RenewalCharge } from './renewal-pricing';
import { recordRenewalPayment, renewalInvoice, startRenewedPeriod } from './renewal-recording';
import { sendDueReminders } from './renewal-reminders';
import { enqueueSubscriptionChange } from '../outbound-webhooks/entitlement-snapshot';
import { processDuePauses } from './subscription-pause-service';

export interface BillingRunSummary {
  renewed: number;
  failed: number;
  expired: number;
  deferred: number;
  refunded: number;
  /** Paused subscriptions whose pause ended (decision 0102). */
  resumed: number;
  /** Renewal and trial reminders sent (decision 0101). */
  reminded: number;
}

/** A summary of nothing done: where each run starts, and what a total of runs adds to. */
export function emptyBillingRunSummary(): BillingRunSummary {
  return {
    renewed: 0,
    failed: 0,
    expired: 0,
    deferred: 0,
    refunded: 0,
    resumed: 0,
    reminded: 0,
  };
}

const BATCH_SIZE = 100;
// Connections a billing run leaves to the requests served alongside it.
const CONNECTIONS_KEPT_FOR_REQUESTS = 2;

/**
 * One billing run: claims due subscriptions in batches and renews, retries or expires each
 * as `billingAction` decides, until nothing is due at the clock's now, then emails the
 * renewal and trial reminders due (decision 0101). A batch's
 * subscriptions are worked on by `billingRunConcurrency` workers at once on PostgreSQL
 * (each claimed subscription by one of them); PGlite's one connection takes them in turn.
 * Most of a renewal's time is the provider's answer, which holds no connection, so many are
 * in flight while their database work shares a few connections (decision 0140).
 */
export async function runBilling(appCtx: AppContext): Promise<BillingRunSummary> {
  const onPostgres = appCtx.db.kind !== 'pglite';
  const ctx: AppContext = onPostgres
    ? {
        ...appCtx,
        db: limitDatabaseWork(
          appCtx.db,
          Math.max(1, appCtx.config.databasePoolSize - CONNECTIONS_KEPT_FOR_REQUESTS),
        ),
      }
    : appCtx;
  // Wall time, not the app's clock: a run's duration is the machine's work, and the demo
  // clock may jump while it runs.
  const startedAt = performance.now();
  const summary = emptyBillingRunSummary();
  // Pauses first: a paused subscription is never claimed (its status is not billable), and
  // once resumed its next renewal lies after the pause, the paid time left still to serve.
  summary.resumed = await processDuePauses(ctx);
  const seen = new Set<string>();
  const workers = onPostgres ? ctx.config.billingRunConcurrency : 1;
  for (;;) {
    const batch = await claimDueSubscriptions(
      ctx.db,
      ctx.clock.now(),
      ctx.config.dunningRetryDays,
      Math.max(BATCH_SIZE, workers),
    );
    const fresh: ClaimedSubscription[] = [];
    for (const sub of batch) {
      // A subscription handled once in this run and claimable again was deferred: leave it.
      const visit = `${sub.id}:${sub.current_period_end.toISOString()}:${sub.dunning_attempts}:${sub.auto_bill_failed_on?.toISOString()}`;
      if (seen.has(visit)) {
        await releaseClaim(ctx.db, sub.id, sub.billing_claim);
        continue;
      }
      seen.add(visit);
      fresh.push(sub);
    }
    await forEachConcurrently(fresh, workers, async (sub) => {
      summary[await processSubscription(ctx, sub)] += 1;
    });
    if (fresh.length === 0) {
      summary.refunded = await processDueRefunds(ctx);
      // After the renewals, which resume their own unfinished charges first.
      await settleStrandedCharges(ctx);
      await settleStrandedCheckoutPayments(ctx);
      // Last: a reminder announces a charge still ahead, and is no reason to hold up money.
      summary.reminded = await sendDueReminders(ctx);
      billingRunsTotal.inc();
      billingRunDuration.observe((performance.now() - startedAt) / 1000);
      for (const [result, count] of Object.entries(summary))
        billingRunSubscriptionsTotal.inc({ result }, count);
      // A run that found nothing to do (most minutes) is not worth a line.
      if (Object.values(summary).some((count) => count > 0))
        logBusinessEvent(ctx.log, 'billing_run.finished', {
          ...summary,
          seconds: Math.round(performance.now() - startedAt) / 1000,
        });
      return summary;
    }
  }
}

/** A retry the customer asked for (pay now, a new card), and the retry the schedule had planned. */
export interface CustomerRetry {
  scheduledRetryAt: Date | null;
}

/**
 * Runs the billing engine for one subscription now, if it has work due. `customerRetry`
 * marks a retry the customer asked for: its failure neither uses up the dunning schedule nor
 * ends the subscription early (the planned retry stays planned), and sends no email — the
 * customer is looking at the result (decision 0055).
 */
export async function runBillingFor(
  ctx: AppContext,
  subscriptionId: string,
  options: { customerRetry?: CustomerRetry } = {},
): Promise<void> {
  const [sub] = await claimDueSubscriptions(
    ctx.db,
    ctx.clock.now(),
    ctx.config.dunningRetryDays,
    1,
    subscriptionId,
  );
  if (sub) await processSubscription(ctx, sub, options.customerRetry);
}

async function processSubscription(
  ctx: AppContext,
  sub: ClaimedSubscription,
  customerRetry?: CustomerRetry,
): Promise<keyof BillingRunSummary> {
  const now = ctx.clock.now();
  const action = billingAction(
    {
      billingSystem: sub.billing_system,
      status: sub.status,
      autoBillingEnabled: sub.auto_billing_enabled,
      hasPaymentSource: sub.payment_source_token !== null,
      periodEnd: sub.current_period_end,
      autoBillFailedOn: sub.auto_bill_failed_on,
      nextRetryAt: sub.next_retry_at,
      hardDeclined: sub.hard_declined,
    },
    now,
    ctx.config.dunningRetryDays,
  );
  const contact = await customerContact(ctx.db, sub.tenant_id, sub.user_id);
  if (action.kind === 'none' || !contact) {
    await releaseClaim(ctx.db, sub.id, sub.billing_claim);
    return 'deferred';
  }
  if (action.kind === 'expire') {
    const price = await priceNextPeriod(ctx.db, sub, contact.country);
    await expire(ctx, sub, contact, price.planName);
    return 'expired';
  }
  return charge(ctx, sub, action, contact, customerRetry);
}

async function expire(
  ctx: AppContext,
  sub: ClaimedSubscription,
  contact: CustomerContact,
  planName: string,
) {
  let expired = false;
  const superseded = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const rows = await tx.query(
      `UPDATE subscriptions SET status = 'cancelled', auto_billing_enabled = false, cancelled_at = $3, next_retry_at = NULL,
         billing_claim = NULL, billing_claimed_until = NULL, updated_at = $3
       WHERE id = $1 AND billing_claim = $2 RETURNING id`,
      [sub.id, sub.billing_claim, now],
    );
    if (rows.length === 0) return [];
    expired = true;
    // A plan in dunning ends here only because its grace ran out unpaid.
    if (sub.auto_bill_failed_on !== null) {
      await recordDunningStep(
        tx,
        {
          tenantId: sub.tenant_id,
          userId: sub.user_id,
          subscriptionId: sub.id,
          step: 'ended_unpaid',
        },
        now,
      );
    }
    await tx.query(
      `UPDATE subscription_addons SET status = 'CANCELLED' WHERE subscription_id = $1 AND status <> 'CANCELLED'`,
      [sub.id],
    );
    // A failed renewal's invoice is not owed for a period that will not be served, nor is
    // a payment of it that was waiting for the customer to authenticate.
    const due = await dueRenewalInvoice(tx, sub.tenant_id, sub.id);
    const abandoned = due ? await supersedeAuthentications(tx, due.id) : [];
    await voidDueInvoice(tx, sub.tenant_id, sub.id);
    await enqueueSubscriptionChange(tx, 'subscription.expired', sub.id, now);
    await enqueueEmail(
      tx,
      {
        tenantId: sub.tenant_id,
        to: contact.email,
        ...renderEmail(contact.locale, {
          kind: 'subscription_expired',
          planName,
          renewUrl: `${ctx.config.publicUrl}/order?offer=win-back`,
        }),
      },
      now,
    );
    return abandoned;
  });
  if (expired)
    logBusinessEvent(ctx.log, 'subscription.expired', {
      tenantId: sub.tenant_id,
      customerId: sub.user_id,
      subscriptionId: sub.id,
      reason: sub.auto_bill_failed_on ? 'payment_failed' : 'not_renewed',
    });
  await cancelSupersededPayments(ctx, superseded);
}

async function charge(
  ctx: AppContext,
  sub: ClaimedSubscription,
  action: Extract<BillingAction, { kind: 'charge' }>,
  contact: CustomerContact,
  customerRetry: CustomerRetry | undefined,
): Promise<keyof BillingRunSummary> {
  const price = await priceNextPeriod(ctx.db, sub, contact.country);
  // One key per charge attempt: a run that dies after charging repeats the same key and
  // the gateway answers the first result instead of charging again. The customer's own
  // retries count apart, so they never reuse (and replay) a scheduled retry's key.
  const attempt = customerRetry
    ? `customer-${sub.customer_retry_attempts + 1}`
    : action.reason === 'dunning_retry'
      ? `retry-${sub.dunning_attempts + 1}`
      : 'first';
  const operationKey = `${action.reason === 'dunning_retry' ? 'renewal' : action.reason}:${sub.id}:${sub.current_period_end.toISOString()}:${attempt}`;
  let held: HeldCharge | null = null;
  let result: ChargeResult;
  try {
    const start = await startCharge(ctx, {
      tenantId: sub.tenant_id,
      userId: sub.user_id,
      subscriptionId: sub.id,
      operationKey,
      sourceToken: sub.payment_source_token ?? '',
      amountMinor: price.totalMinor,
      currency: price.currency,
      description: `Burrow ${price.planName} renewal`,
    });
    if (start.kind !== 'started') {
      // Another worker is charging this renewal: leave it to them.
      await releaseClaim(ctx.db, sub.id, sub.billing_claim);
      return 'deferred';
    }
    held = start.charge;
    result = await chargeHeld(ctx, held);
  } catch (error) {
    if (error instanceof GatewayUnavailableError) {
      // The claim lapses and a later run asks again under the same key.
      if (held) await releaseCharge(ctx.db, held);
      return 'deferred';
    }
    throw error;
  }
  // A renewal priced before a crash is recorded at the price it was charged.
  const charged = { ...price, totalMinor: held.amountMinor };
  if (result.status !== 'succeeded') {
    return recordFailure(ctx, sub, charged, result, held, contact, customerRetry);
  }
  if (
    held.amountMinor === price.totalMinor &&
    (await renew(ctx, sub, price, result, held, contact, customerRetry))
  ) {
    // Paid after an earlier attempt for this period failed: the schedule's retry or the
    // customer's own.
    const recovered = action.reason === 'dunning_retry' || customerRetry !== undefined;
    if (recovered) dunningRecoveriesTotal.inc();
    logBusinessEvent(ctx.log, 'renewal.paid', {
      tenantId: sub.tenant_id,
      customerId: sub.user_id,
      subscriptionId: sub.id,
      amountMinor: price.totalMinor,
      currency: price.currency,
      recovered,
    });
    return 'renewed';
  }
  // The subscription changed under the charge (its claim lapsed, or the price moved since
  // a crash): the money goes back and a later run charges what is due then.
  await refundUnapplied(ctx, held, result);
  return 'deferred';
}

/** Records a renewal charge and starts the new period; false if the claim was lost meanwhile. */
async function renew(
  ctx: AppContext,
  sub: ClaimedSubscription,
  price: RenewalCharge,
  result: ChargeResult,
  held: HeldCharge,
  contact: CustomerContact,
  customerRetry: CustomerRetry | undefined,
): Promise<boolean> {
  let superseded: string[] = [];
  const renewed = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    if (!(await startRenewedPeriod(tx, sub, price, now, sub.billing_claim))) return false;
    if (!(await settleCharge(tx, held, 'recorded', now))) throw new ChargeLeaseLost(held);
    if (sub.auto_bill_failed_on !== null) {
      await recordDunningStep(
        tx,
        {
          tenantId: sub.tenant_id,
          userId: sub.user_id,
          subscriptionId: sub.id,
          step: 'retry_succeeded',
          // The customer's own retries are outside the schedule's count.
          attempt: customerRetry ? null : sub.dunning_attempts + 1,
          initiatedBy: customerRetry ? 'customer' : 'schedule',
        },
        now,
      );
    }
    superseded = await recordRenewalPayment(ctx, tx, {
      sub,
      price,
      contact,
      chargeId: result.chargeId,
      paymentIntentId: null,
      operationKey: held.operationKey,
      now,
    });
    return true;
  });
  // The renewal is paid: a payment still waiting for the customer to authenticate must not.
  await cancelSupersededPayments(ctx, superseded);
  return renewed;
}

async function recordFailure(
  ctx: AppContext,
  sub: ClaimedSubscription,
  price: RenewalCharge,
  result: ChargeResult,
  held: HeldCharge,
  contact: CustomerContact,
  customerRetry?: CustomerRetry,
): Promise<keyof BillingRunSummary> {
  const now = ctx.clock.now();
  // The issuer wants the customer to authenticate (SCA): nothing moved, and it is no hard
  // decline — the schedule goes on, and the customer may confirm the payment on-session.
  const awaiting = result.status === 'requires_action' ? result.paymentId : null;
  const hardDecline = result.status !== 'requires_action' && result.hardDecline;
  const reason =
    result.failure?.reason ??
    (result.status === 'requires_action' ? 'authentication_required' : 'payment_declined');
  const firstFailure = sub.auto_bill_failed_on === null;
  const failedOn = sub.auto_bill_failed_on ?? now;
  // The customer's own retry keeps the schedule where it was: the retry it had planned next
  // (or, after a hard decline, the schedule resumes, since the customer changed something).
  const attemptsMade = firstFailure ? 0 : sub.dunning_attempts + (customerRetry ? 0 : 1);
  const nextRetry = hardDecline
    ? null
    : (customerRetry?.scheduledRetryAt ??
      nextDunningRetry(failedOn, attemptsMade, ctx.config.dunningRetryDays));
  const exhausted = !firstFailure && !customerRetry && nextRetry === null;
  let recorded = false;
  const superseded = await ctx.db.transaction(async (tx) => {
    if (!(await settleCharge(tx, held, 'failed', now))) throw new ChargeLeaseLost(held);
    await recordLedgerEntry(
      tx,
      {
        tenantId: sub.tenant_id,
        userId: sub.user_id,
        subscriptionId: sub.id,
        invoiceId: null,
        kind: 'charge_failed',
        amountMinor: price.totalMinor,
        currency: price.currency,
        gatewayReference: null,
        failureReason: reason,
        operationKey: `${held.operationKey}:failed`,
      },
      now,
    );
    // An exhausted subscription keeps its claim: expire() below needs it.
    const rows = await tx.query(
      `UPDATE subscriptions SET auto_bill_failed_on = $3, dunning_attempts = $4, next_retry_at = $5, hard_declined = $6,
         customer_retry_attempts = customer_retry_attempts + $9,
         billing_claim = CASE WHEN $8 THEN billing_claim END,
         billing_claimed_until = CASE WHEN $8 THEN billing_claimed_until END, updated_at = $7
       WHERE id = $1 AND billing_claim = $2 RETURNING id`,
      [
        sub.id,
        sub.billing_claim,
        failedOn,
        attemptsMade,
        nextRetry,
        hardDecline,
        now,
        exhausted,
        customerRetry ? 1 : 0,
      ],
    );
    if (rows.length === 0) return [];
    recorded = true;
    const step = { tenantId: sub.tenant_id, userId: sub.user_id, subscriptionId: sub.id };
    if (firstFailure) {
      await recordDunningStep(
        tx,
        {
          ...step,
          step: 'grace_entered',
          failureReason: reason,
          graceEndsAt: dunningGraceEnd(failedOn, ctx.config.dunningRetryDays),
        },
        now,
      );
    } else {
      await recordDunningStep(
        tx,
        {
          ...step,
          step: 'retry_failed',
          attempt: customerRetry ? null : sub.dunning_attempts + 1,
          initiatedBy: customerRetry ? 'customer' : 'schedule',
          failureReason: reason,
        },
        now,
      );
    }
    // The customer's retry leaves the planned one where it was: nothing newly scheduled.
    if (nextRetry && !customerRetry) {
      await recordDunningStep(
        tx,
        { ...step, step: 'retry_scheduled', attempt: attemptsMade + 1, retryAt: nextRetry },
        now,
      );
    }
    await enqueueSubscriptionChange(tx, 'subscription.payment_failed', sub.id, now, {
      reason,
      authentication_required: awaiting !== null,
      next_retry_at: nextRetry?.toISOString() ?? null,
    });
    // The first failure opens the grace period: access stays while the payment is retried.
    if (firstFailure) {
      await enqueueSubscriptionChange(tx, 'subscription.grace', sub.id, now, {
        failed_on: failedOn.toISOString(),
        next_retry_at: nextRetry?.toISOString() ?? null,
      });
    }
    // The first failure bills the period it could not renew as `payment_due`: the customer
    // sees what they owe in their invoices, and the retry that succeeds pays that invoice.
    const due = firstFailure
      ? await insertDueInvoice(
          tx,
          renewalInvoice(
            sub,
            price,
            sub.current_period_end,
            addPeriod(sub.current_period_end, { length: price.cycleMonths, unit: 'month' }),
          ),
          now,
        )
      : null;
    const superseded = await recordAuthentication(tx, sub, held, awaiting, due?.id ?? null, now);
    // The customer who retried is reading the result on screen: no email about it.
    if (!exhausted && !customerRetry) {
      await enqueueEmail(
        tx,
        {
          tenantId: sub.tenant_id,
          to: contact.email,
          ...renderEmail(
            contact.locale,
            awaiting
              ? {
                  kind: 'renewal_authentication_required',
                  planName: price.planName,
                  nextRetry,
                  // The retry-payment page, where the customer confirms the payment (decision 0086).
                  confirmUrl: `${ctx.config.publicUrl}${retryPaymentPath(makeKrn('subscription', sub.id))}`,
                }
              : {
                  kind: 'renewal_failed',
                  planName: price.planName,
                  nextRetry,
                  // docs/product.md#the-dashboard-and-its-status-block: the status block's "update payment method" page; a new card retries at once.
                  updatePaymentUrl: `${ctx.config.publicUrl}${UPDATE_PAYMENT_PATH}`,
                },
          ),
        },
        now,
      );
    }
    // Last: the tenant's invoice counter stays locked from here to commit.
    if (due) await numberInvoice(tx, due);
    return superseded;
  });
  if (recorded) {
    paymentDeclinesTotal.inc({ kind: 'renewal', reason });
    const ids = { tenantId: sub.tenant_id, customerId: sub.user_id, subscriptionId: sub.id };
    logBusinessEvent(ctx.log, 'renewal.declined', {
      ...ids,
      amountMinor: price.totalMinor,
      currency: price.currency,
      reason,
      attempt: attemptsMade + 1,
      customerRetry: customerRetry !== undefined,
    });
    if (nextRetry && !exhausted)
      logBusinessEvent(ctx.log, 'dunning.retry_scheduled', {
        ...ids,
        nextRetryAt: nextRetry.toISOString(),
      });
  }
  await cancelSupersededPayments(ctx, superseded);
  if (exhausted) {
    await expire(ctx, sub, contact, price.planName);
    return 'expired';
  }
  return 'failed';
}

/**
 * Keeps the renewal invoice's payment awaiting authentication up to date with the attempt
 * that just ended: one that asked for authentication becomes the payment the customer is sent
 * to confirm; any other outcome leaves nothing to confirm. Answers the payments superseded.
 */
async function recordAuthentication(
  tx: Queryable,
  sub: ClaimedSubscription,
  held: HeldCharge,
  awaitingPaymentId: string | null,
  newInvoiceId: string | null,
  now: Date,
): Promise<string[]> {
  const invoiceId = newInvoiceId ?? (await dueRenewalInvoice(tx, sub.tenant_id, sub.id))?.id;
  if (!invoiceId) return [];
  if (!awaitingPaymentId) return supersedeAuthentications(tx, invoiceId);
  return rememberAuthentication(
    tx,
    {
      payment_id: awaitingPaymentId,
      tenant_id: sub.tenant_id,
      user_id: sub.user_id,
      subscription_id: sub.id,
      invoice_id: invoiceId,
      operation_key: held.operationKey,
      source_token: held.sourceToken,
      amount_minor: held.amountMinor,
      currency: held.currency,
    },
    now,
  );
}
