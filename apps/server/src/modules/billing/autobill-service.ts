import type { Subscription } from '@burrow/contract/subscriptions';
import { canTurnAutobillOn } from '@burrow/domain/subscription-status';
import type { AppContext } from '../../app-context';
import { queryOne } from '../../db/database';
import { AppError, paymentProviderUnavailable } from '../../platform/errors';
import { enforceRateLimit, type RateLimitRule } from '../../platform/rate-limiter';
import { getSubscription } from '../subscriptions/subscription-service';
import { GatewayUnavailableError } from '../payments/payment-gateway';
import { settleAuthenticatedRenewal } from './authenticated-renewal';
import { runBillingFor } from './billing-run';
import { latestFailedAttempt } from './payment-collection';
import { findPendingDeletion } from '../identity/account-deletion-repository';
import { recordAutobillSwitch, stopAutobill } from './autobill-switches';
import { recordRenewalOffOutcome } from './subscription-pause-service';

/** Each retry asks the card issuer again; issuers frown on many (decision 0055). */
const RETRY_LIMIT: RateLimitRule = { name: 'billing:retry:account', limit: 5, windowSeconds: 3600 };

interface BillingRow {
  billing_system: string;
  supports_autobill: boolean;
  payment_source_token: string | null;
  status: string;
}

async function billingRow(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  subscriptionId: string,
) {
  // The read model answers 404 for anyone else's subscription; only then look at billing facts.
  const view = await getSubscription(ctx, tenantId, userId, subscriptionId);
  const row = await queryOne<BillingRow>(
    ctx.db,
    `SELECT billing_system, supports_autobill, payment_source_token, status FROM subscriptions WHERE id = $1`,
    [view.subscription_id],
  );
  if (!row) throw new AppError(404, 'not_found', 'The subscription was not found.');
  if (row.billing_system !== 'burrow' || !row.supports_autobill) {
    throw new AppError(
      409,
      'autobill_not_supported',
      'Automatic renewal of this subscription is managed where it was bought.',
    );
  }
  return { view, row };
}

/** Turns automatic renewal off: the subscription runs to its end, then expires (non_renewing). */
export async function turnAutobillOff(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  id: string,
): Promise<Subscription> {
  const { view } = await billingRow(ctx, tenantId, userId, id);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    if (await stopAutobill(tx, view.subscription_id, { by: 'customer' }, now)) {
      // The reason the customer gave first (decision 0102) ends here, in renewal off.
      await recordRenewalOffOutcome(tx, view.subscription_id, 'renewal_off', now);
    }
  });
  return getSubscription(ctx, tenantId, userId, view.subscription_id);
}

/** Turns automatic renewal back on (docs/product.md#subscription-states: off, supported and not expired), with a saved source. */
export async function turnAutobillOn(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  id: string,
): Promise<Subscription> {
  const { view, row } = await billingRow(ctx, tenantId, userId, id);
  if (view.auto_billing_enabled) return view;
  if (!canTurnAutobillOn(view, ctx.clock.now())) {
    throw new AppError(
      409,
      'autobill_not_supported',
      'This subscription has ended: buy a new plan instead.',
    );
  }
  // A deletion in its grace period stopped renewals on purpose (decision 0043): renewing now
  // would charge for a period the account will not live to use.
  if (await findPendingDeletion(ctx.db, tenantId, userId)) {
    throw new AppError(
      409,
      'account_deletion_pending',
      'Your account is about to be deleted: cancel the deletion on Account & Billing first, then turn automatic renewal on.',
    );
  }
  if (!row.payment_source_token) {
    throw new AppError(
      409,
      'payment_method_required',
      'Add a payment method first, then turn automatic renewal on.',
    );
  }
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const started = await tx.query(
      `UPDATE subscriptions SET auto_billing_enabled = true,
         status = CASE WHEN status = 'non_renewing' THEN 'active' ELSE status END, updated_at = $2
       WHERE id = $1 AND NOT auto_billing_enabled RETURNING id`,
      [view.subscription_id, now],
    );
    if (started.length > 0)
      await recordAutobillSwitch(tx, view.subscription_id, true, { by: 'customer' }, now);
  });
  return getSubscription(ctx, tenantId, userId, view.subscription_id);
}

/**
 * Makes a failed renewal's retry due now — a hard decline included, since the customer
 * changed something — and runs it through the billing engine's one retry path, as the
 * customer's own retry: a failure keeps the dunning schedule where it was (decision 0055).
 * Used when the customer asks to retry and when the method the subscription charges is
 * replaced (modules/payment-methods). Does nothing for a subscription whose renewal has not
 * failed.
 */
export async function retryFailedRenewalNow(ctx: AppContext, subscriptionId: string) {
  // Make the retry due now, then let the billing engine do it the one way it does retries;
  // the retry the schedule had planned is handed on, to stay planned if this one fails.
  const [planned] = await ctx.db.query<{ next_retry_at: Date | null }>(
    `UPDATE subscriptions s SET next_retry_at = $2, hard_declined = false
       FROM (SELECT id, next_retry_at FROM subscriptions WHERE id = $1 FOR UPDATE) old
      WHERE s.id = old.id AND s.auto_bill_failed_on IS NOT NULL
      RETURNING old.next_retry_at`,
    [subscriptionId, ctx.clock.now()],
  );
  await runBillingFor(ctx, subscriptionId, {
    customerRetry: { scheduledRetryAt: planned?.next_retry_at ?? null },
  });
}

/**
 * Retries a failed renewal now instead of waiting for the dunning schedule (after the
 * customer updated their card). 402 when the charge fails again, with the gateway's reason
 * in `details.reason`. Five tries an hour per account.
 */
export async function retryPaymentCollection(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  id: string,
): Promise<Subscription> {
  const { view } = await billingRow(ctx, tenantId, userId, id);
  if (!view.auto_bill_payment_failed) {
    throw new AppError(
      409,
      'nothing_to_retry',
      'There is no failed payment to retry on this subscription.',
    );
  }
  await enforceRateLimit(ctx.db, RETRY_LIMIT, `${tenantId}:${userId}`, ctx.clock.now());
  await retryFailedRenewalNow(ctx, view.subscription_id);
  const after = await getSubscription(ctx, tenantId, userId, view.subscription_id);
  if (after.auto_bill_payment_failed) {
    const attempt = await latestFailedAttempt(ctx.db, view.subscription_id);
    throw new AppError(
      402,
      'payment_failed',
      'The payment did not go through. Update your payment method and try again.',
      { reason: attempt?.failure_reason ?? 'payment_declined' },
    );
  }
  return after;
}

/**
 * The customer authenticated, on the retry page, the renewal payment their card issuer held
 * for SCA (decision 0086): settles the renewal with it, exactly as a successful retry does.
 * Idempotent: confirming again answers the renewed subscription and charges nothing more.
 * 404 for a payment no renewal of this subscription waited for; 402 `payment_failed` while
 * the provider has not taken the money; 409 when it cannot pay this renewal.
 */
export async function confirmAuthenticatedPayment(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  id: string,
  paymentId: string,
): Promise<Subscription> {
  const { view } = await billingRow(ctx, tenantId, userId, id);
  let outcome;
  try {
    outcome = await settleAuthenticatedRenewal(ctx, paymentId, {
      tenantId,
      subscriptionId: view.subscription_id,
    });
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw paymentProviderUnavailable();
    throw error;
  }
  switch (outcome.kind) {
    case 'paid':
      return getSubscription(ctx, tenantId, userId, view.subscription_id);
    case 'not_found':
      throw new AppError(404, 'not_found', 'The payment was not found.');
    case 'not_succeeded':
      throw new AppError(
        402,
        'payment_failed',
        'The payment was not confirmed. Confirm it with your bank and try again.',
        { reason: outcome.reason },
      );
    case 'amount_mismatch':
      throw new AppError(
        409,
        'payment_intent_invalid',
        'This payment does not match the renewal that is due.',
      );
    case 'refunded':
      throw new AppError(
        409,
        'nothing_to_retry',
        'This renewal was already paid another way, so this payment was refunded.',
      );
  }
}
