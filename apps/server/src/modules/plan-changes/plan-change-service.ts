import type {
  PlanChangeAttempt,
  PlanChangeEstimate,
  SubscriptionChange,
} from '@burrow/contract/plan-changes';
import { amountOf } from '@burrow/domain/money';
import type { AppContext } from '../../app-context';
import { queryOne, type Queryable } from '../../db/database';
import { logBusinessEvent } from '../../platform/business-events';
import { AppError, notFound, paymentProviderUnavailable } from '../../platform/errors';
import { claimSubscription, releaseClaim } from '../billing/billing-claims';
import { recordLedgerEntry } from '../billing/ledger';
import {
  ChargeLeaseLost,
  chargeHeld,
  refundRefusedOperation,
  refundUnapplied,
  releaseCharge,
  settleCharge,
  startCharge,
  type HeldCharge,
} from '../billing/pending-charges';
import { requestFingerprint, STALE_ATTEMPT_MS } from '../checkout/checkout-attempts';
import { countCouponRedemption, productNameIn } from '../catalog/offer-service';
import { customerContact } from '../identity/identity-service';
import {
  INVOICE_NUMBER_PLACEHOLDER,
  insertPaidInvoice,
  invoicedCharge,
  numberInvoice,
  type UnnumberedInvoice,
} from '../invoices/invoice-issuer';
import { translator } from '../../i18n/translator';
import { renderEmail } from '../notifications/emails';
import { enqueueEmail } from '../notifications/outbox';
import { saveSourceToWallet } from '../payment-methods/save-to-wallet';
import {
  GatewayUnavailableError,
  SUBSCRIPTION_PAYMENT_METHOD,
  type ChargeResult,
  type PaymentIntent,
} from '../payments/payment-gateway';
import { loadSubscriptionFacts, quoteChange, type PlanChangeQuote } from './plan-change-quote';
import {
  enqueueEntitlementsChanged,
  enqueueSubscriptionChange,
} from '../outbound-webhooks/entitlement-snapshot';

type Caller = { tenantId: string; userId: string };
type AttemptStatus = PlanChangeAttempt['status'] | 'in_progress';

/** How long a quote that is waiting for payment may be paid at its price. */
const QUOTE_HOLD_MS = 60 * 60_000;

interface AttemptRow {
  id: string;
  user_id: string;
  subscription_id: string;
  request_hash: string;
  quote: PlanChangeQuote;
  status: AttemptStatus;
  failure_reason: string | null;
  payment_intent_id: string | null;
  invoice_number: string | null;
  created_at: Date;
  updated_at: Date;
}

export async function estimateChange(
  ctx: AppContext,
  caller: Caller,
  request: { subscriptionId: string; change: SubscriptionChange; couponCode?: string | undefined },
): Promise<PlanChangeEstimate> {
  const sub = await loadSubscriptionFacts(
    ctx,
    caller.tenantId,
    caller.userId,
    request.subscriptionId,
  );
  return (await quoteChange(ctx, sub, request.change, request.couponCode)).estimate;
}

/** Estimates several changes at once (the plan-change preview compares every plan). */
export async function estimateChanges(
  ctx: AppContext,
  caller: Caller,
  request: {
    subscriptionId: string;
    changes: SubscriptionChange[];
    couponCode?: string | undefined;
  },
) {
  const sub = await loadSubscriptionFacts(
    ctx,
    caller.tenantId,
    caller.userId,
    request.subscriptionId,
  );
  const estimates = [];
  for (const change of request.changes) {
    try {
      const quote = await quoteChange(ctx, sub, change, request.couponCode);
      estimates.push({ change, estimate: quote.estimate, error: null });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      estimates.push({
        change,
        estimate: null,
        error: { code: error.code, message: error.message },
      });
    }
  }
  return { estimates };
}

async function loadAttempt(db: Queryable, caller: Caller, attemptId: string) {
  const row = await queryOne<AttemptRow>(
    db,
    `SELECT a.id, a.user_id, a.subscription_id, a.request_hash, a.quote, a.status, a.failure_reason,
            a.payment_intent_id, i.number AS invoice_number, a.created_at, a.updated_at
       FROM plan_change_attempts a LEFT JOIN invoices i ON i.id = a.invoice_id
      WHERE a.tenant_id = $1 AND a.id = $2`,
    [caller.tenantId, attemptId],
  );
  // Someone else's attempt id looks like no attempt at all.
  if (!row || row.user_id !== caller.userId) return undefined;
  return row;
}

function toAttempt(row: AttemptRow, redirectUrl: string | null = null): PlanChangeAttempt {
  if (row.status === 'in_progress') throw inProgress();
  return {
    attemptId: row.id,
    status: row.status,
    estimate: row.quote.estimate,
    failureReason: row.failure_reason,
    redirectUrl,
    invoiceNumber: row.invoice_number,
  };
}

async function setStatus(
  db: Queryable,
  caller: Caller,
  attemptId: string,
  status: AttemptStatus,
  now: Date,
  extra: {
    failureReason?: string | null;
    paymentIntentId?: string | null;
    invoiceId?: string | null;
  } = {},
) {
  await db.query(
    `UPDATE plan_change_attempts SET status = $3, failure_reason = $4,
       payment_intent_id = COALESCE($5, payment_intent_id), invoice_id = COALESCE($6, invoice_id), updated_at = $7
     WHERE tenant_id = $1 AND id = $2`,
    [
      caller.tenantId,
      attemptId,
      status,
      extra.failureReason ?? null,
      extra.paymentIntentId ?? null,
      extra.invoiceId ?? null,
      now,
    ],
  );
}

function stale(fresh: PlanChangeEstimate | null) {
  return new AppError(
    409,
    'quote_mismatch',
    'The price of this change is no longer the one you saw. Review the new total and confirm again.',
    fresh ? { estimate: fresh } : undefined,
  );
}

/**
 * Confirms a change the customer was quoted (`POST /api/v2/checkout/`): refuses a quote that
 * no longer holds, charges the saved payment method for exactly the quote, and applies the
 * change with its invoice in one transaction. The attempt id makes it idempotent.
 */
export async function confirmChange(
  ctx: AppContext,
  caller: Caller,
  request: {
    attemptId: string;
    subscriptionId: string;
    change: SubscriptionChange;
    couponCode?: string | undefined;
    quoteId: string;
  },
): Promise<PlanChangeAttempt> {
  const now = ctx.clock.now();
  const fingerprint = requestFingerprint(request);
  const existing = await loadAttempt(ctx.db, caller, request.attemptId);
  if (existing) {
    if (existing.request_hash !== fingerprint) {
      throw new AppError(
        409,
        'idempotency_key_reused',
        'This attempt id was used for another change.',
      );
    }
    const resumable =
      existing.status === 'in_progress' &&
      now.getTime() - existing.updated_at.getTime() > STALE_ATTEMPT_MS;
    if (!resumable) return toAttempt(existing);
    // A crash after charging: carry out the stored quote; the gateway's key stops a second charge.
    return payWithSavedMethod(ctx, caller, existing);
  }
  const sub = await loadSubscriptionFacts(
    ctx,
    caller.tenantId,
    caller.userId,
    request.subscriptionId,
  );
  const quote = await quoteChange(ctx, sub, request.change, request.couponCode);
  if (quote.estimate.quoteId !== request.quoteId) throw stale(quote.estimate);
  if (quote.couponCode && !quote.couponApplied) {
    throw new AppError(422, 'coupon_not_applicable', 'This coupon does not apply to this change.', {
      fields: { couponCode: 'This coupon does not apply to this change.' },
    });
  }
  const inserted = await ctx.db.query(
    `INSERT INTO plan_change_attempts (tenant_id, id, user_id, subscription_id, request_hash, quote, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'in_progress', $7, $7) ON CONFLICT (tenant_id, id) DO NOTHING RETURNING id`,
    [
      caller.tenantId,
      request.attemptId,
      caller.userId,
      sub.id,
      fingerprint,
      JSON.stringify(quote),
      now,
    ],
  );
  if (inserted.length === 0) throw inProgress();
  const row = await loadAttempt(ctx.db, caller, request.attemptId);
  if (!row) throw notFound('The change');
  return payWithSavedMethod(ctx, caller, row);
}

async function payWithSavedMethod(
  ctx: AppContext,
  caller: Caller,
  attempt: AttemptRow,
): Promise<PlanChangeAttempt> {
  const quote = attempt.quote;
  const claim = await claimUnchanged(ctx, caller, attempt);
  try {
    if (quote.figures.totalMinor === 0) {
      return await applyChange(ctx, caller, attempt, claim, null);
    }
    const source = await queryOne<{ payment_source_token: string | null }>(
      ctx.db,
      `SELECT payment_source_token FROM subscriptions WHERE id = $1`,
      [attempt.subscription_id],
    );
    if (!source?.payment_source_token) {
      await setStatus(ctx.db, caller, attempt.id, 'requires_payment', ctx.clock.now());
      return toAttempt({ ...attempt, status: 'requires_payment' });
    }
    let held: HeldCharge | null = null;
    let result: ChargeResult;
    try {
      const start = await startCharge(ctx, {
        tenantId: caller.tenantId,
        userId: caller.userId,
        subscriptionId: attempt.subscription_id,
        operationKey: operationKeyOf(attempt),
        sourceToken: source.payment_source_token,
        amountMinor: quote.figures.totalMinor,
        currency: quote.currency,
        description: `Burrow ${quote.planName}: subscription change`,
      });
      if (start.kind === 'busy') throw inProgress();
      if (start.kind === 'recorded') {
        const done = await loadAttempt(ctx.db, caller, attempt.id);
        if (!done) throw notFound('The change');
        return toAttempt(done);
      }
      held = start.charge;
      result = await chargeHeld(ctx, held);
    } catch (error) {
      if (error instanceof GatewayUnavailableError) {
        // The outcome is unknown: let the same request resume at once with the same key.
        if (held) await releaseCharge(ctx.db, held);
        await ctx.db.query(
          `UPDATE plan_change_attempts SET updated_at = to_timestamp(0) WHERE tenant_id = $1 AND id = $2`,
          [caller.tenantId, attempt.id],
        );
        throw paymentProviderUnavailable();
      }
      throw error;
    }
    if (result.status !== 'succeeded') {
      const now = ctx.clock.now();
      const reason = result.failure?.reason ?? 'payment_declined';
      await ctx.db.transaction(async (tx) => {
        if (!(await settleCharge(tx, held, 'failed', now))) throw new ChargeLeaseLost(held);
        await recordLedgerEntry(
          tx,
          {
            tenantId: caller.tenantId,
            userId: caller.userId,
            subscriptionId: attempt.subscription_id,
            invoiceId: null,
            kind: 'charge_failed',
            amountMinor: quote.figures.totalMinor,
            currency: quote.currency,
            gatewayReference: null,
            failureReason: reason,
            operationKey: `plan-change:${attempt.id}:saved-method:failed`,
          },
          now,
        );
        await setStatus(tx, caller, attempt.id, 'payment_failed', now, { failureReason: reason });
      });
      return toAttempt({ ...attempt, status: 'payment_failed', failure_reason: reason });
    }
    try {
      return await applyChange(ctx, caller, attempt, claim, {
        chargeId: result.chargeId,
        intent: null,
        held,
      });
    } catch (error) {
      // Charged but not applied: the money goes back (decision 0064).
      await refundUnapplied(ctx, held, result);
      if (error instanceof AppError && error.code === 'quote_mismatch') {
        await abandonAttempt(ctx.db, attempt.id);
      }
      throw error;
    }
  } finally {
    await releaseClaim(ctx.db, attempt.subscription_id, claim);
  }
}

const operationKeyOf = (attempt: { id: string }) => `plan-change:${attempt.id}`;

function inProgress() {
  return new AppError(
    409,
    'checkout_in_progress',
    'This change is being processed. Try again in a moment.',
  );
}

/** A stale attempt is forgotten: the customer confirms the new quote under a new attempt. */
async function abandonAttempt(db: Queryable, attemptId: string): Promise<void> {
  await db.query(`DELETE FROM plan_change_attempts WHERE id = $1 AND status <> 'succeeded'`, [
    attemptId,
  ]);
}

/**
 * Claims the subscription for the change and checks it is still as quoted: a renewal, another
 * change or an expiry in between makes the quote stale.
 */
async function claimUnchanged(
  ctx: AppContext,
  caller: Caller,
  attempt: AttemptRow,
): Promise<string> {
  const now = ctx.clock.now();
  const claim = await claimSubscription(ctx.db, attempt.subscription_id, now);
  if (!claim) {
    throw new AppError(
      409,
      'checkout_in_progress',
      'Your subscription is being renewed. Try again in a moment.',
    );
  }
  try {
    const sub = await loadSubscriptionFacts(
      ctx,
      caller.tenantId,
      caller.userId,
      attempt.subscription_id,
    );
    const fresh = await quoteChange(
      ctx,
      sub,
      attempt.quote.estimate.change,
      attempt.quote.couponCode ?? undefined,
    );
    const held = now.getTime() - attempt.created_at.getTime() <= QUOTE_HOLD_MS;
    if (fresh.stateKey !== attempt.quote.stateKey || !held) {
      // A retry after a crash may find the change charged but never applied: refund that
      // charge before refusing, so the customer never pays for a change they did not get.
      const settled = await refundRefusedOperation(ctx, {
        tenantId: caller.tenantId,
        userId: caller.userId,
        operationKey: operationKeyOf(attempt),
      });
      if (settled === 'busy') throw inProgress();
      if (settled === 'unavailable') throw paymentProviderUnavailable();
      await abandonAttempt(ctx.db, attempt.id);
      throw stale(fresh.estimate);
    }
  } catch (error) {
    await releaseClaim(ctx.db, attempt.subscription_id, claim);
    throw error;
  }
  return claim;
}

/**
 * Pays an attempt that needs payment with an intent the customer authorised in the
 * gateway's UI (`PUT /api/v2/checkout/`), or finishes one the gateway sent back to confirm.
 */
export async function payChange(
  ctx: AppContext,
  caller: Caller,
  attemptId: string,
  paymentIntentId: string | null,
): Promise<PlanChangeAttempt> {
  const attempt = await loadAttempt(ctx.db, caller, attemptId);
  if (!attempt) throw notFound('The change');
  if (attempt.status === 'succeeded' || attempt.status === 'in_progress') return toAttempt(attempt);
  const intentId = paymentIntentId ?? attempt.payment_intent_id;
  if (!intentId) {
    throw new AppError(
      400,
      'payment_intent_invalid',
      'Pay for this change first, then confirm it.',
    );
  }
  let intent: PaymentIntent;
  try {
    intent = await ctx.gateway.retrieveIntent(intentId);
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw paymentProviderUnavailable();
    throw new AppError(
      400,
      'payment_intent_invalid',
      'The payment could not be found. Start the payment again.',
    );
  }
  const quote = attempt.quote;
  if (intent.amountMinor !== quote.figures.totalMinor || intent.currency !== quote.currency) {
    throw new AppError(
      409,
      'quote_mismatch',
      'The payment is not for the amount of this change. Pay again.',
      {
        authorised: { amount: intent.amountMinor, currency: intent.currency },
        quoted: { amount: quote.figures.totalMinor, currency: quote.currency },
      },
    );
  }
  const now = ctx.clock.now();
  if (intent.status === 'requires_action') {
    await setStatus(ctx.db, caller, attempt.id, 'requires_action', now, {
      paymentIntentId: intent.id,
    });
    return toAttempt({ ...attempt, status: 'requires_action' }, intent.hostedUrl);
  }
  if (
    intent.status === 'failed' ||
    intent.status === 'canceled' ||
    intent.status === 'requires_payment_method'
  ) {
    const reason = intent.failure?.reason ?? 'payment_cancelled';
    await setStatus(ctx.db, caller, attempt.id, 'payment_failed', now, {
      failureReason: reason,
      paymentIntentId: intent.id,
    });
    return toAttempt({ ...attempt, status: 'payment_failed', failure_reason: reason });
  }
  const claim = await claimUnchanged(ctx, caller, attempt);
  try {
    let captured = intent;
    if (intent.status === 'authorized') {
      try {
        captured = await ctx.gateway.captureIntent(intent.id, {
          amountMinor: quote.figures.totalMinor,
          idempotencyKey: `capture:${caller.tenantId}:${intent.id}`,
        });
      } catch (error) {
        if (error instanceof GatewayUnavailableError) throw paymentProviderUnavailable();
        throw error;
      }
    }
    return await applyChange(ctx, caller, attempt, claim, {
      chargeId: captured.chargeId,
      intent: captured,
    });
  } finally {
    await releaseClaim(ctx.db, attempt.subscription_id, claim);
  }
}

export async function getChangeAttempt(
  ctx: AppContext,
  caller: Caller,
  attemptId: string,
): Promise<PlanChangeAttempt> {
  const attempt = await loadAttempt(ctx.db, caller, attemptId);
  if (!attempt) throw notFound('The change');
  return toAttempt(attempt);
}

/** Carries out a quoted (and, when anything was due, paid) change in one transaction. */
async function applyChange(
  ctx: AppContext,
  caller: Caller,
  attempt: AttemptRow,
  claim: string,
  payment: {
    chargeId: string | null;
    intent: PaymentIntent | null;
    /** A charge of the saved method, settled as recorded with the change. */
    held?: HeldCharge;
  } | null,
): Promise<PlanChangeAttempt> {
  const quote = attempt.quote;
  const effect = quote.effect;
  const now = ctx.clock.now();
  const contact = await customerContact(ctx.db, caller.tenantId, caller.userId);
  let invoiceNumber: string | null = null;
  await ctx.db.transaction(async (tx) => {
    const subId = attempt.subscription_id;
    if (payment?.held && !(await settleCharge(tx, payment.held, 'recorded', now))) {
      throw new ChargeLeaseLost(payment.held);
    }
    if (effect.kind === 'switch_plan') {
      const updated = await tx.query(
        `UPDATE subscriptions SET price_id = $3,
           current_period_start = COALESCE($4::timestamptz, current_period_start),
           current_period_end = COALESCE($5::timestamptz, current_period_end),
           expiry_reminder_sent_for = NULL, updated_at = $6
         WHERE id = $1 AND billing_claim = $2 RETURNING id`,
        [
          subId,
          claim,
          effect.priceId,
          effect.newPeriod?.start ?? null,
          effect.newPeriod?.end ?? null,
          now,
        ],
      );
      if (updated.length === 0) throw stale(null);
      for (const [productId, priceId] of Object.entries(effect.addonPriceIds)) {
        await tx.query(
          `UPDATE subscription_addons SET price_id = $3 WHERE subscription_id = $1 AND product_id = $2 AND status = 'ACTIVE'`,
          [subId, productId, priceId],
        );
      }
      // An add-on that was stopping ends with the old period, which ends now.
      if (effect.newPeriod) {
        await tx.query(
          `UPDATE subscription_addons SET status = 'CANCELLED' WHERE subscription_id = $1 AND status = 'NON_RENEWING'`,
          [subId],
        );
      }
    } else if (effect.kind === 'add_addon') {
      if (effect.resume) {
        await tx.query(
          `UPDATE subscription_addons SET status = 'ACTIVE' WHERE subscription_id = $1 AND product_id = $2 AND status = 'NON_RENEWING'`,
          [subId, effect.productId],
        );
      } else {
        await tx.query(
          `INSERT INTO subscription_addons (tenant_id, subscription_id, product_id, price_id, status, created_at)
           VALUES ($1, $2, $3, $4, 'ACTIVE', $5)`,
          [caller.tenantId, subId, effect.productId, effect.priceId, now],
        );
      }
      await tx.query(`UPDATE subscriptions SET updated_at = $2 WHERE id = $1`, [subId, now]);
    } else {
      await tx.query(
        `UPDATE subscription_addons SET status = 'NON_RENEWING' WHERE subscription_id = $1 AND product_id = $2 AND status = 'ACTIVE'`,
        [subId, effect.productId],
      );
      await tx.query(`UPDATE subscriptions SET updated_at = $2 WHERE id = $1`, [subId, now]);
    }
    if (effect.kind === 'switch_plan') {
      await enqueueSubscriptionChange(tx, 'subscription.plan_changed', subId, now);
    } else {
      await enqueueEntitlementsChanged(tx, caller.tenantId, caller.userId, now);
    }
    if (payment?.intent?.source) {
      // The customer paid with a new method: it pays the renewals from now on, and the
      // wallet keeps it as checkout's purchases do.
      const source = payment.intent.source;
      await saveSourceToWallet(
        tx,
        { tenantId: caller.tenantId, userId: caller.userId, source, intentId: payment.intent.id },
        now,
      );
      await tx.query(
        `UPDATE subscriptions SET payment_source_token = $2, payment_method = $3, card_brand = $4, card_last4 = $5
          WHERE id = $1`,
        [
          subId,
          source.token,
          SUBSCRIPTION_PAYMENT_METHOD[source.methodType],
          source.brand,
          source.last4,
        ],
      );
    }
    let invoice: UnnumberedInvoice | null = null;
    const charged = quote.figures.totalMinor > 0;
    if (charged || effect.kind === 'switch_plan') {
      const period =
        effect.kind === 'switch_plan' && effect.newPeriod
          ? { start: new Date(effect.newPeriod.start), end: new Date(effect.newPeriod.end) }
          : { start: now, end: new Date(quote.estimate.periodEnd) };
      invoice = await insertPaidInvoice(
        tx,
        {
          tenantId: caller.tenantId,
          userId: caller.userId,
          subscriptionId: subId,
          currency: quote.currency,
          ...invoicedCharge(
            quote.lines.map((l) => ({
              priceId: l.priceId ?? '',
              description: l.description,
              amountMinor: l.amountMinor,
            })),
            quote.figures.discountMinor,
            quote.tax,
          ),
          couponCode: quote.couponApplied ? quote.couponCode : null,
          periodStart: period.start,
          periodEnd: period.end,
          paymentIntentId: payment?.intent?.id ?? null,
          chargeId: payment?.chargeId ?? null,
        },
        now,
      );
      if (charged) {
        await recordLedgerEntry(
          tx,
          {
            tenantId: caller.tenantId,
            userId: caller.userId,
            subscriptionId: subId,
            invoiceId: invoice.id,
            kind: 'charge',
            amountMinor: quote.figures.totalMinor,
            currency: quote.currency,
            gatewayReference: payment?.chargeId ?? null,
            failureReason: null,
            operationKey: operationKeyOf(attempt),
          },
          now,
        );
      }
    }
    // The quoted price is honoured even if the coupon ran out meanwhile.
    if (quote.couponApplied && quote.couponCode) {
      await countCouponRedemption(tx, caller.tenantId, quote.couponCode);
    }
    // An add-on is named as the catalogue says it in the email's language (a plan is a brand).
    const itemName =
      contact && effect.kind !== 'switch_plan'
        ? ((await productNameIn(
            tx,
            caller.tenantId,
            effect.productId,
            translator(contact.locale).language.code,
          )) ?? quote.planName)
        : quote.planName;
    const emailId = contact
      ? await enqueueEmail(
          tx,
          {
            tenantId: caller.tenantId,
            to: contact.email,
            ...renderEmail(contact.locale, {
              kind: 'subscription_changed',
              change: effect.kind,
              itemName,
              total: amountOf(quote.figures.totalMinor, quote.currency),
              taxBasis: quote.tax,
              invoiceNumber: invoice ? INVOICE_NUMBER_PLACEHOLDER : null,
              periodEnd: new Date(quote.estimate.periodEnd),
              accountUrl: `${ctx.config.publicUrl}/my-subscriptions`,
            }),
          },
          now,
        )
      : null;
    await setStatus(tx, caller, attempt.id, 'succeeded', now, {
      invoiceId: invoice?.id ?? null,
      paymentIntentId: payment?.intent?.id ?? null,
    });
    // Last: the tenant's invoice counter stays locked from here to commit.
    if (invoice) invoiceNumber = await numberInvoice(tx, invoice, emailId);
  });
  logBusinessEvent(ctx.log, 'plan.changed', {
    tenantId: caller.tenantId,
    customerId: caller.userId,
    subscriptionId: attempt.subscription_id,
    reason: effect.kind,
    amountMinor: quote.figures.totalMinor,
    currency: quote.currency,
  });
  return toAttempt({
    ...attempt,
    status: 'succeeded',
    failure_reason: null,
    invoice_number: invoiceNumber,
  });
}
