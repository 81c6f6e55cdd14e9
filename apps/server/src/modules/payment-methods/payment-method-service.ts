import { UPDATE_PAYMENT_PATH } from '@burrow/domain/subscription-actions';
import type { AddPaymentMethodRequestSchema } from '@burrow/contract/payment-methods';
import type {
  PaymentMethodChangeResponse,
  PaymentMethodListResponse,
  RenewalRetry,
  SavedPaymentMethod,
} from '@burrow/contract/payment-methods';
import type { Subscription } from '@burrow/contract/subscriptions';
import { makeKrn } from '@burrow/domain/krn';
import {
  becomesDefault,
  isCardExpired,
  removalDecision,
  retriesOnMethodChange,
  SUBSCRIPTION_METHOD_OF,
  type WalletEntry,
} from '@burrow/domain/payment-wallet';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { AppError, notFound, paymentProviderUnavailable } from '../../platform/errors';
import { enforceRateLimit, type RateLimitRule } from '../../platform/rate-limiter';
import { retryFailedRenewalNow } from '../billing/autobill-service';
import { CARD_CHECK_MINOR } from '../checkout/payment-intent-service';
import { customerContact } from '../identity/identity-service';
import { findInvoiceByPaymentIntent } from '../invoices/invoice-issuer';
import { renderEmail } from '../notifications/emails';
import { enqueueEmail } from '../notifications/outbox';
import { GatewayUnavailableError, type PaymentIntent } from '../payments/payment-gateway';
import {
  billingCurrencyOf,
  chargeSubscriptionsWith,
  dropPaymentSource,
  listRenewingSubscriptions,
  stopAutobillOn,
  type RenewingSubscriptionRow,
} from '../subscriptions/subscription-payment-source';
import { listSubscriptions } from '../subscriptions/subscription-service';
import {
  deleteMethod,
  findMethodByIntent,
  listMethods,
  lockWallet,
  saveMethod,
  setDefault,
  type PaymentMethodRow,
} from './payment-method-repository';

type AddRequest = z.output<typeof AddPaymentMethodRequestSchema>;

export interface WalletCaller {
  tenantId: string;
  userId: string;
  /** Where links in emails point: PUBLIC_URL, or in demo mode the request's own origin. */
  appOrigin: string;
}

/** Card checks cost the gateway a call and are what card-testing fraud abuses: keep them few. */
const ADD_LIMIT: RateLimitRule = {
  name: 'payment-methods:add:account',
  limit: 10,
  windowSeconds: 3600,
};

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listPaymentMethods(
  ctx: AppContext,
  tenantId: string,
  userId: string,
): Promise<PaymentMethodListResponse> {
  const [paymentMethods, currency] = await Promise.all([
    walletView(ctx, tenantId, userId),
    billingCurrencyOf(ctx.db, tenantId, userId),
  ]);
  return { payment_methods: paymentMethods, card_check_currency: currency ?? 'USD' };
}

/**
 * Saves the method of a card check the customer authorised in the gateway's UI, releases
 * the check's hold, and — when it becomes the default — points every renewing subscription
 * at it, retrying at once any renewal that had failed. Replaying the same intent answers
 * the same method.
 */
export async function addPaymentMethod(
  ctx: AppContext,
  caller: WalletCaller,
  request: AddRequest,
): Promise<PaymentMethodChangeResponse> {
  const { tenantId, userId } = caller;
  await enforceRateLimit(ctx.db, ADD_LIMIT, `${tenantId}:${userId}`, ctx.clock.now());
  const intent = await retrieveIntent(ctx, request.paymentIntentId);
  const alreadySaved = await findMethodByIntent(ctx.db, tenantId, intent.id);
  if (alreadySaved) {
    if (alreadySaved.user_id !== userId) throw intentUsed();
    await releaseHold(ctx, intent);
    return changeResponse(ctx, tenantId, userId, alreadySaved.id, []);
  }
  const source = checkedCardCheck(intent);
  if (await findInvoiceByPaymentIntent(ctx.db, tenantId, intent.id)) throw intentUsed();

  const names = await planNames(ctx, tenantId, userId);
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockWallet(tx, tenantId, userId);
    // A double submit that waited for the lock finds the first one's row.
    const raced = await findMethodByIntent(tx, tenantId, intent.id);
    if (raced) {
      if (raced.user_id !== userId) throw intentUsed();
      return { method: raced, switched: [] };
    }
    const before = await listMethods(tx, tenantId, userId);
    const method = await saveMethod(
      tx,
      { tenantId, userId, source, sourceIntentId: intent.id },
      ctx.clock.now(),
    );
    const others = before.filter((row) => row.id !== method.id).length;
    let switched: Switched[] = [];
    if (becomesDefault(others, request.makeDefault)) {
      await setDefault(tx, tenantId, userId, method.id);
      switched = await chargeSubscriptionsWith(
        tx,
        tenantId,
        userId,
        chargedSource(method),
        null,
        ctx.clock.now(),
      );
    }
    await notify(tx, ctx, caller, 'added', method, names);
    return { method, switched };
  });
  await releaseHold(ctx, intent);
  const retries = await retryRenewals(ctx, outcome.switched);
  return changeResponse(ctx, tenantId, userId, outcome.method.id, retries);
}

/**
 * Makes a saved method the default and the one every renewing subscription of the customer
 * charges (also those bought with another card), retrying failed renewals on it at once.
 */
export async function makeDefaultPaymentMethod(
  ctx: AppContext,
  caller: WalletCaller,
  methodId: string,
): Promise<PaymentMethodChangeResponse> {
  const { tenantId, userId } = caller;
  if (!UUID_PATTERN.test(methodId)) throw notFound('The payment method');
  const names = await planNames(ctx, tenantId, userId);
  const switched = await ctx.db.transaction(async (tx) => {
    await lockWallet(tx, tenantId, userId);
    const method = (await listMethods(tx, tenantId, userId)).find((row) => row.id === methodId);
    if (!method) throw notFound('The payment method');
    await setDefault(tx, tenantId, userId, method.id);
    const changed = await chargeSubscriptionsWith(
      tx,
      tenantId,
      userId,
      chargedSource(method),
      null,
      ctx.clock.now(),
    );
    // Nothing changed (it was already the default everything renews on): no email.
    if (!method.is_default || changed.length > 0) {
      await notify(tx, ctx, caller, 'made_default', method, names);
    }
    return changed;
  });
  const retries = await retryRenewals(ctx, switched);
  return changeResponse(ctx, tenantId, userId, methodId, retries);
}

/**
 * Removes a saved method (domain `removalDecision`): refused with 409
 * `payment_method_in_use` when it is the last one and an autobilled subscription renews on
 * it; otherwise its subscriptions move to the (new) default, which may retry a failed
 * renewal at once.
 */
export async function removePaymentMethod(
  ctx: AppContext,
  caller: WalletCaller,
  methodId: string,
): Promise<PaymentMethodChangeResponse> {
  const { tenantId, userId } = caller;
  if (!UUID_PATTERN.test(methodId)) throw notFound('The payment method');
  const names = await planNames(ctx, tenantId, userId);
  const switched = await ctx.db.transaction(async (tx) => {
    await lockWallet(tx, tenantId, userId);
    const methods = await listMethods(tx, tenantId, userId);
    const method = methods.find((row) => row.id === methodId);
    if (!method) throw notFound('The payment method');
    const renewing = await listRenewingSubscriptions(tx, tenantId, userId);
    const decision = removalDecision(
      methods.map(walletEntry),
      methodId,
      renewalFacts(methods, renewing),
    );
    if (!decision.allowed) {
      throw new AppError(
        409,
        'payment_method_in_use',
        'This is the only payment method an automatically renewing subscription can use. Add another one first, or turn automatic renewal off.',
      );
    }
    return takeOutOfWallet(tx, ctx, caller, methods, method, decision, names);
  });
  const retries = await retryRenewals(ctx, switched);
  return changeResponse(ctx, tenantId, userId, null, retries);
}

/**
 * The provider detached a saved method (decision 0084: the customer or the provider removed
 * it there): it can no longer be charged, so it leaves the wallet as a removal does, in the
 * caller's transaction — the next method becomes default and its subscriptions move to it.
 * Unlike a removal it cannot be refused: when it was the last method an autobilled
 * subscription renews on, those subscriptions are left as removing the last card leaves
 * them (no saved source, autobill off; turning autobill on asks for a new method). A failed
 * renewal moved to another method is retried by the dunning schedule, not at once. False
 * when no wallet holds that token.
 */
export async function removeDetachedPaymentMethod(
  tx: Queryable,
  ctx: AppContext,
  owner: { tenantId: string; userId: string },
  token: string,
): Promise<boolean> {
  const { tenantId, userId } = owner;
  await lockWallet(tx, tenantId, userId);
  const methods = await listMethods(tx, tenantId, userId);
  const method = methods.find((row) => row.token === token);
  if (!method) return false;
  const renewing = await listRenewingSubscriptions(tx, tenantId, userId);
  const decision = removalDecision(
    methods.map(walletEntry),
    method.id,
    renewalFacts(methods, renewing),
  );
  const caller = { tenantId, userId, appOrigin: ctx.config.publicUrl };
  if (!decision.allowed) await stopAutobillOn(tx, tenantId, userId, token, ctx.clock.now());
  // A removed method's email names no plans: no names needed.
  await takeOutOfWallet(
    tx,
    ctx,
    caller,
    methods,
    method,
    decision.allowed ? decision : { defaultId: null, moveSubscriptionsTo: null },
    new Map(),
  );
  return true;
}

/** Deletes the method, moves its subscriptions to the successor (or drops it), emails. */
async function takeOutOfWallet(
  tx: Queryable,
  ctx: AppContext,
  caller: WalletCaller,
  methods: readonly PaymentMethodRow[],
  method: PaymentMethodRow,
  decision: { defaultId: string | null; moveSubscriptionsTo: string | null },
  names: Map<string, string>,
): Promise<Switched[]> {
  const { tenantId, userId } = caller;
  await deleteMethod(tx, tenantId, userId, method.id);
  const now = ctx.clock.now();
  const successor = methods.find((row) => row.id === decision.moveSubscriptionsTo);
  let changed: Switched[] = [];
  if (decision.defaultId !== null) await setDefault(tx, tenantId, userId, decision.defaultId);
  if (successor) {
    changed = await chargeSubscriptionsWith(
      tx,
      tenantId,
      userId,
      chargedSource(successor),
      method.token,
      now,
    );
  } else {
    await dropPaymentSource(tx, tenantId, userId, method.token, now);
  }
  await notify(tx, ctx, caller, 'removed', method, names);
  return changed;
}

type Switched = { id: string; auto_bill_failed_on: Date | null };

/** The intent at the gateway; an unknown id is the buyer's mistake, an outage is retryable. */
async function retrieveIntent(ctx: AppContext, intentId: string): Promise<PaymentIntent> {
  try {
    return await ctx.gateway.retrieveIntent(intentId);
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw paymentProviderUnavailable();
    throw new AppError(
      400,
      'payment_intent_invalid',
      'The card check could not be found. Start again.',
    );
  }
}

/**
 * Only a card check the customer authorised saves a method: not a purchase's payment (its
 * amount is the purchase's, and checkout will capture it), not one that failed or is
 * still waiting for the customer.
 */
function checkedCardCheck(intent: PaymentIntent) {
  if (intent.status === 'failed') {
    throw new AppError(402, 'payment_failed', 'The card check did not go through.', {
      reason: intent.failure?.reason ?? 'payment_declined',
    });
  }
  if (intent.status !== 'authorized' || intent.source === null) {
    throw new AppError(
      400,
      'payment_intent_invalid',
      'The card check has not been authorised. Start again.',
    );
  }
  if (intent.amountMinor !== CARD_CHECK_MINOR) {
    throw new AppError(
      409,
      'payment_intent_invalid',
      'This payment belongs to a purchase, not to a card check.',
    );
  }
  return intent.source;
}

function intentUsed() {
  return new AppError(409, 'payment_intent_invalid', 'This card check was already used.');
}

/**
 * Lets go of the card check's hold: nothing is charged and the method stays a reusable
 * source. If the gateway cannot be reached the method is saved anyway; an uncaptured hold
 * lapses at the provider on its own, and a replay of the same request releases it.
 */
async function releaseHold(ctx: AppContext, intent: PaymentIntent): Promise<void> {
  if (intent.status !== 'authorized') return;
  try {
    await ctx.gateway.cancelIntent(intent.id);
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
  }
}

/** Retries at once every switched subscription whose renewal had failed (issue 5). */
async function retryRenewals(ctx: AppContext, switched: readonly Switched[]): Promise<string[]> {
  const due = switched.filter((sub) =>
    retriesOnMethodChange({ autoBillFailedOn: sub.auto_bill_failed_on, live: true }),
  );
  for (const sub of due) await retryFailedRenewalNow(ctx, sub.id);
  return due.map((sub) => sub.id);
}

async function changeResponse(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  methodId: string | null,
  retriedIds: readonly string[],
): Promise<PaymentMethodChangeResponse> {
  const [paymentMethods, subscriptions] = await Promise.all([
    walletView(ctx, tenantId, userId),
    retriedIds.length > 0 ? listSubscriptions(ctx, tenantId, userId) : Promise.resolve([]),
  ]);
  const retries: RenewalRetry[] = retriedIds.flatMap((id) => {
    const view = subscriptions.find((sub) => sub.subscription_id === id);
    return view ? [{ ...subscriptionRef(view), outcome: retryOutcome(view) }] : [];
  });
  return {
    payment_method: paymentMethods.find((method) => method.id === methodId) ?? null,
    payment_methods: paymentMethods,
    renewal_retries: retries,
  };
}

function retryOutcome(view: Subscription): RenewalRetry['outcome'] {
  if (!view.active) return 'expired';
  return view.auto_bill_failed_on === null ? 'paid' : 'failed';
}

function subscriptionRef(view: Subscription) {
  return { subscription_id: view.subscription_id, krn: view.krn, plan_name: view.plan_name };
}

async function walletView(
  ctx: AppContext,
  tenantId: string,
  userId: string,
): Promise<SavedPaymentMethod[]> {
  const [methods, renewing, subscriptions] = await Promise.all([
    listMethods(ctx.db, tenantId, userId),
    listRenewingSubscriptions(ctx.db, tenantId, userId),
    listSubscriptions(ctx, tenantId, userId),
  ]);
  const now = ctx.clock.now();
  const entries = methods.map(walletEntry);
  const facts = renewalFacts(methods, renewing);
  return methods.map((method) => ({
    id: method.id,
    krn: makeKrn('payment_method', method.id),
    method_type: method.method_type,
    brand: method.brand,
    last4: method.last4,
    exp_month: method.exp_month,
    exp_year: method.exp_year,
    payer_email: method.payer_email,
    is_default: method.is_default,
    expired: isCardExpired(method.exp_month, method.exp_year, now),
    created_at: method.created_at.toISOString(),
    subscriptions: renewing
      .filter((sub) => sub.payment_source_token === method.token)
      .flatMap((sub) => {
        const view = subscriptions.find((s) => s.subscription_id === sub.id);
        return view ? [subscriptionRef(view)] : [];
      }),
    removable: removalDecision(entries, method.id, facts).allowed,
  }));
}

function walletEntry(method: PaymentMethodRow): WalletEntry {
  return { id: method.id, isDefault: method.is_default, createdAt: method.created_at };
}

function renewalFacts(methods: readonly PaymentMethodRow[], renewing: RenewingSubscriptionRow[]) {
  return renewing.map((sub) => ({
    methodId: methods.find((method) => method.token === sub.payment_source_token)?.id ?? null,
    autoBillingEnabled: sub.auto_billing_enabled,
  }));
}

function chargedSource(method: PaymentMethodRow) {
  return {
    token: method.token,
    paymentMethod: SUBSCRIPTION_METHOD_OF[method.method_type],
    brand: method.brand,
    last4: method.last4,
  };
}

/** The plan names of the customer's subscriptions, read before a wallet transaction starts. */
async function planNames(ctx: AppContext, tenantId: string, userId: string) {
  const views = await listSubscriptions(ctx, tenantId, userId);
  return new Map(views.map((view) => [view.subscription_id, view.plan_name]));
}

async function notify(
  tx: Queryable,
  ctx: AppContext,
  caller: WalletCaller,
  change: 'added' | 'made_default' | 'removed',
  method: PaymentMethodRow,
  names: Map<string, string>,
) {
  const contact = await customerContact(tx, caller.tenantId, caller.userId);
  if (!contact) return;
  // Which plans renew on it once this transaction commits (none for a removed method).
  const renewing =
    change === 'removed'
      ? []
      : (await listRenewingSubscriptions(tx, caller.tenantId, caller.userId))
          .filter((sub) => sub.payment_source_token === method.token)
          .map((sub) => names.get(sub.id))
          .filter((name): name is string => name !== undefined);
  await enqueueEmail(
    tx,
    {
      tenantId: caller.tenantId,
      to: contact.email,
      ...renderEmail(contact.locale, {
        kind: 'payment_method_changed',
        change,
        method: {
          type: method.method_type,
          brand: method.brand,
          last4: method.last4,
          payerEmail: method.payer_email,
        },
        renewingPlans: renewing,
        manageUrl: `${caller.appOrigin}${UPDATE_PAYMENT_PATH}`,
      }),
    },
    ctx.clock.now(),
  );
}
