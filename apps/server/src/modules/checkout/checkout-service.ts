import type { CheckoutResponse } from '@burrow/contract/checkout';
import { checkPaymentPreconditions } from '@burrow/domain/payment-validation';
import type { z } from 'zod';
import type { CheckoutRequestSchema } from '@burrow/contract/checkout';
import type { AppContext } from '../../app-context';
import { amountOf } from '@burrow/domain/money';
import { MONEY_BACK_GUARANTEE_DAYS } from '@burrow/domain/money-back-guarantee';
import { AppError } from '../../platform/errors';
import { logBusinessEvent } from '../../platform/business-events';
import { checkoutsTotal } from '../../platform/metrics';
import { renderEmail } from '../notifications/emails';
import { enqueueEmail } from '../notifications/outbox';
import { recordLedgerEntry } from '../billing/ledger';
import { countCouponRedemption } from '../catalog/offer-service';
import { rewardReferral } from '../growth/referral-service';
import { saveSourceToWallet } from '../payment-methods/save-to-wallet';
import { SUBSCRIPTION_PAYMENT_METHOD, type PaymentIntent } from '../payments/payment-gateway';
import {
  createAccountAtPurchase,
  customerContact,
  recordMarketingChoice,
  startSession,
} from '../identity/identity-service';
import {
  findInvoiceByPaymentIntent,
  INVOICE_NUMBER_PLACEHOLDER,
  insertPaidInvoice,
  invoicedCharge,
  numberInvoice,
} from '../invoices/invoice-issuer';
import { createPurchasedSubscription } from '../subscriptions/subscription-purchase';
import type { ServerInstance } from '../../platform/server-instance';
import {
  claimAttempt,
  finishAttempt,
  purchaseFingerprint,
  releaseAttempt,
  requestFingerprint,
} from './checkout-attempts';
import {
  authorisedIntent,
  capture,
  giveBackHeldPayment,
  recordFailedPayment,
} from './checkout-payment';
import {
  holdCheckoutPayment,
  lockHeldPayment,
  PaymentHoldLost,
  releaseHold,
  settleRecorded,
  type HeldPayment,
} from './checkout-payments';
import { paymentAlreadyUsed, replayRecordedPurchase } from './checkout-replay';
import { lookUpBuyerAccount } from './account-look-up';
import { redirectFor } from './checkout-redirect';
import { recordPaymentResult } from './payment-results';
import {
  buyerStandingOf,
  quotePurchase,
  requireAppliedCoupon,
  withReferralBonus,
  type PurchaseQuote,
} from './purchase-quote';
import { referralFromAttribution } from './referral-attribution';
import { invoiceLineDescription } from '../invoices/invoice-line-text';

type ParsedCheckout = z.output<typeof CheckoutRequestSchema>;

export interface CheckoutCaller {
  tenantId: string;
  /** Where links in emails point: PUBLIC_URL, or in demo mode the request's own origin. */
  appOrigin: string;
  /** The signed-in customer, if any. */
  userId: string | undefined;
  userAgent: string | undefined;
  /** The buyer's address, which a signed-out buyer's email look-up is limited by. */
  ip: string;
  /** The language the buyer chose on the site (the `locale` cookie), kept by a new account. */
  locale: string;
}

export interface CheckoutOutcome {
  httpStatus: 200 | 201;
  body: CheckoutResponse;
  /** A session to set when the purchase created and signed in a new customer. */
  newSession?: { token: string; expiresAt: Date };
  /** What this request bought (absent on a replayed answer), for the business log. */
  purchased?: { customerId: string; invoiceId: string; amountMinor: number; currency: string };
}

/**
 * Completes a purchase whose payment the buyer authorised in the gateway's UI: checks the
 * payment is for exactly the quoted amount, captures it once, and in one transaction creates
 * the customer (if new), the subscription, the invoice and the receipt email.
 * `checkoutAttemptId` makes it idempotent: a repeat returns the first answer.
 */
export async function completeCheckout(
  ctx: AppContext,
  instance: ServerInstance,
  caller: CheckoutCaller,
  request: ParsedCheckout,
): Promise<CheckoutOutcome> {
  const { db, clock } = ctx;
  const purchaseHash = purchaseFingerprint(request);
  const claim = await claimAttempt(
    db,
    instance,
    caller.tenantId,
    request.checkoutAttemptId,
    requestFingerprint(request),
    clock.now(),
  );
  // A repeat answers what the first request answered (signing a new buyer in again).
  if (claim.kind === 'done') {
    const replayed = await replayRecordedPurchase(
      ctx,
      caller,
      request.paymentIntentId,
      purchaseHash,
    ).catch(() => undefined);
    return replayed ?? { httpStatus: 201, body: claim.response as CheckoutResponse };
  }
  if (claim.kind === 'different_request') {
    throw new AppError(
      422,
      'idempotency_key_reused',
      'This checkout attempt was already used for a different purchase.',
    );
  }
  if (claim.kind === 'in_progress') {
    throw checkoutInProgress();
  }
  try {
    // A retry (under a new attempt id) of a purchase this intent already paid for.
    const replayed = await replayRecordedPurchase(
      ctx,
      caller,
      request.paymentIntentId,
      purchaseHash,
    );
    const outcome = replayed ?? (await purchase(ctx, instance, caller, request, purchaseHash));
    if (outcome.purchased) {
      checkoutsTotal.inc({ outcome: 'succeeded', payment_method: request.paymentSourceType });
      logBusinessEvent(ctx.log, 'checkout.completed', {
        tenantId: caller.tenantId,
        subscriptionId: outcome.body.subscription.id,
        ...outcome.purchased,
        paymentMethod: request.paymentSourceType,
      });
    }
    await finishAttempt(
      db,
      caller.tenantId,
      request.checkoutAttemptId,
      {
        status: 'succeeded',
        httpStatus: outcome.httpStatus,
        response: outcome.body,
        paymentIntentId: request.paymentIntentId,
        subscriptionId: outcome.body.subscription.id,
      },
      clock.now(),
    );
    return outcome;
  } catch (error) {
    // Nothing was charged (or the charge is safely repeatable): the same attempt may be sent again.
    await releaseAttempt(db, caller.tenantId, request.checkoutAttemptId);
    const code = error instanceof AppError ? error.code : 'internal_error';
    checkoutsTotal.inc({ outcome: code, payment_method: request.paymentSourceType });
    logBusinessEvent(ctx.log, 'checkout.refused', {
      tenantId: caller.tenantId,
      customerId: caller.userId ?? null,
      reason: code,
      paymentMethod: request.paymentSourceType,
    });
    throw error;
  }
}

function checkoutInProgress(): AppError {
  return new AppError(
    409,
    'checkout_in_progress',
    'This purchase is already being processed.',
    undefined,
    { 'retry-after': '2' },
  );
}

async function purchase(
  ctx: AppContext,
  instance: ServerInstance,
  caller: CheckoutCaller,
  request: ParsedCheckout,
  purchaseHash: string,
): Promise<CheckoutOutcome> {
  const { db, clock } = ctx;
  const email = request.customer.email;
  const existingId = caller.userId ?? (await lookUpBuyerAccount(ctx, caller, email));
  if (!caller.userId && existingId) {
    throw new AppError(
      409,
      'account_exists',
      'You already have an account with this email. Sign in to continue.',
    );
  }
  const priceIds = [
    request.priceId,
    ...(request.checkoutItems?.priceIds ?? request.priceIds ?? []).filter(
      (id) => id !== request.priceId,
    ),
  ];
  const baseQuote = await quotePurchase(
    db,
    {
      tenantId: caller.tenantId,
      offerId: request.offerId,
      priceIds,
      couponCode: request.couponCode,
      country: request.customer.residenceCountry,
      region: request.customer.residenceState,
      buyer: await buyerStandingOf(ctx, caller.tenantId, caller.userId),
    },
    clock.now(),
  );
  const quote = withReferralBonus(
    baseQuote,
    await referralFromAttribution(ctx, caller.tenantId, request.xv, caller.userId !== undefined),
  );

  const preconditions = checkPaymentPreconditions({
    email,
    country: request.customer.residenceCountry,
    region: request.customer.residenceState ?? null,
    postalCode: request.customer.residenceZipcode ?? null,
    currency: quote.currency,
    priceCurrencies: [quote.plan.currency],
  });
  if (!preconditions.ok) {
    throw new AppError(
      400,
      'payment_precondition_failed',
      'The payment cannot start with these details.',
      {
        reason: preconditions.reason,
      },
    );
  }
  requireAppliedCoupon(quote);

  const intent = await authorisedIntent(ctx, request, quote).catch(async (error: unknown) => {
    if (error instanceof AppError && error.code === 'payment_failed') {
      await recordFailedPayment(ctx, caller, request, error);
    }
    throw error;
  });
  // Purchases recorded before payments were written down have only their invoice to show.
  const already = await findInvoiceByPaymentIntent(db, caller.tenantId, intent.id);
  if (already) throw paymentAlreadyUsed();
  // Written down before the capture: a capture a crash leaves unrecorded is found again.
  const hold = await holdCheckoutPayment(
    db,
    instance,
    {
      tenantId: caller.tenantId,
      paymentIntentId: intent.id,
      purchaseHash,
      buyerUserId: caller.userId ?? null,
      amountMinor: intent.amountMinor,
      currency: intent.currency,
    },
    clock.now(),
  );
  if (hold.kind === 'busy') throw checkoutInProgress();
  if (hold.kind !== 'held') throw paymentAlreadyUsed();
  let captured: PaymentIntent;
  try {
    captured = await capture(ctx, caller, request, quote, intent);
  } catch (error) {
    await releaseHold(db, hold.payment);
    throw error;
  }
  try {
    return await recordPurchase(ctx, caller, request, quote, intent, captured, email, hold.payment);
  } catch (error) {
    // Someone else (a retry, the sweep) settles it now: nothing of ours to give back.
    if (error instanceof PaymentHoldLost) throw checkoutInProgress();
    if (error instanceof AppError && error.statusCode < 500) {
      await giveBackHeldPayment(ctx, hold.payment, captured);
    } else {
      await releaseHold(db, hold.payment);
    }
    throw error;
  }
}

/** Creates the account, subscription, paid invoice and ledger rows for a captured payment. */
async function recordPurchase(
  ctx: AppContext,
  caller: CheckoutCaller,
  request: ParsedCheckout,
  quote: PurchaseQuote,
  intent: PaymentIntent,
  captured: PaymentIntent,
  email: string,
  payment: HeldPayment,
): Promise<CheckoutOutcome> {
  const { db, clock, gateway } = ctx;
  return db.transaction(async (tx) => {
    const now = clock.now();
    // First: the payment's row stays locked to this transaction, so no one else records it.
    await lockHeldPayment(tx, payment);
    const marketing = request.customer.emailSubscriptionStatus ?? null;
    const userId =
      caller.userId ??
      (await createAccountAtPurchase(
        tx,
        {
          tenantId: caller.tenantId,
          email,
          country: request.customer.residenceCountry,
          emailSubscriptionStatus: marketing,
          locale: caller.locale,
        },
        now,
      ));
    if (!userId)
      throw new AppError(
        409,
        'account_exists',
        'You already have an account with this email. Sign in to continue.',
      );
    // An existing customer's unticked box at checkout is no unsubscribe request; a tick is an opt-in.
    if (caller.userId && marketing === 'subscribed') {
      await recordMarketingChoice(tx, caller.userId, marketing, now);
    }
    // The price the buyer paid is honoured even if the coupon ran out while they paid.
    if (quote.coupon?.applied) {
      await countCouponRedemption(tx, caller.tenantId, quote.coupon.code);
    }
    const source = captured.source;
    const subscription = await createPurchasedSubscription(
      tx,
      {
        tenantId: caller.tenantId,
        userId,
        offerId: quote.offer.id,
        planPriceId: quote.plan.price_id,
        addons: quote.addons.map((a) => ({ productId: a.product_id, priceId: a.price_id })),
        type: quote.deferredCharge ? 'multi_device_free_trial' : 'standard',
        inTrial: quote.deferredCharge,
        paymentMethod: SUBSCRIPTION_PAYMENT_METHOD[request.paymentSourceType],
        card: { brand: source?.brand ?? null, last4: source?.last4 ?? null },
        paymentSourceToken: source?.token ?? null,
        autoBilling: true,
        attribution: request.xv ?? null,
        taxCountry: request.customer.residenceCountry,
        taxRegion: request.customer.residenceState ?? null,
        periodStart: now,
        periodEnd: quote.periodEnd,
      },
      now,
    );
    // The buyer's wallet keeps the source too: the account area lists it and can reuse it.
    if (source) {
      await saveSourceToWallet(
        tx,
        { tenantId: caller.tenantId, userId, source, intentId: intent.id },
        now,
      );
    }
    if (quote.referral) {
      await rewardReferral(
        tx,
        {
          tenantId: caller.tenantId,
          referrerUserId: quote.referral.referrerUserId,
          referredUserId: userId,
          campaignId: quote.referral.campaignId,
          subscriptionId: subscription.id,
        },
        now,
      );
    }
    const invoice = await insertPaidInvoice(
      tx,
      {
        tenantId: caller.tenantId,
        userId,
        subscriptionId: subscription.id,
        currency: quote.currency,
        ...invoicedCharge(
          [quote.plan, ...quote.addons].map((p) => ({
            priceId: p.price_id,
            description: invoiceLineDescription({
              kind: 'plan',
              product: p.product_name,
              months: p.billing_cycle_months,
            }),
            amountMinor: quote.deferredCharge ? 0 : p.amount_minor,
          })),
          quote.deferredCharge ? 0 : quote.discountMinor,
          quote.tax,
        ),
        couponCode: quote.coupon?.applied ? quote.coupon.code : null,
        periodStart: now,
        periodEnd: quote.periodEnd,
        paymentIntentId: intent.id,
        chargeId: captured.chargeId,
      },
      now,
    );
    if (!quote.deferredCharge) {
      await recordLedgerEntry(
        tx,
        {
          tenantId: caller.tenantId,
          userId,
          subscriptionId: subscription.id,
          invoiceId: invoice.id,
          kind: 'charge',
          amountMinor: invoice.totalMinor,
          currency: quote.currency,
          gatewayReference: captured.chargeId,
          failureReason: null,
          operationKey: `checkout:${intent.id}`,
        },
        now,
      );
    }
    // In the buyer's saved language: a new account's is the one they browsed the site in,
    // just written, so only a signed-in buyer's is read.
    const buyerLocale = caller.userId
      ? (await customerContact(tx, caller.tenantId, userId))?.locale
      : caller.locale;
    const receiptId = await enqueueEmail(
      tx,
      {
        tenantId: caller.tenantId,
        to: email,
        ...renderEmail(buyerLocale, {
          kind: 'purchase_receipt',
          planName: quote.plan.product_name,
          invoiceNumber: INVOICE_NUMBER_PLACEHOLDER,
          total: amountOf(invoice.totalMinor, quote.currency),
          taxBasis: quote.tax,
          renewsOn: quote.periodEnd,
          accountUrl: `${caller.appOrigin}/subscriptions`,
          guaranteeDays: MONEY_BACK_GUARANTEE_DAYS,
        }),
      },
      now,
    );
    await recordPaymentResult(
      tx,
      {
        tenantId: caller.tenantId,
        uid: userId,
        event: 'checkout',
        source: 'one_checkout_order',
        result: 'success',
        type: request.paymentSourceType,
        gateway: gateway.name,
        transId: captured.chargeId ?? intent.id,
        errorCode: null,
        errorText: null,
        checkoutAttemptId: request.checkoutAttemptId,
      },
      now,
    );
    const newSession = caller.userId
      ? undefined
      : await startSession(tx, ctx, caller.tenantId, userId, caller.userAgent);
    const body: CheckoutResponse = {
      redirectUrl: redirectFor(request, quote, subscription.id),
      subscription: {
        id: subscription.id,
        subscriptionItems: [
          { itemPriceId: quote.plan.price_id, itemType: 'plan' },
          ...quote.addons.map((a) => ({ itemPriceId: a.price_id, itemType: 'addon' as const })),
        ],
      },
      checkoutItemSubscriptions: quote.addons.map((a, i) => ({
        id: subscription.addonIds[i] ?? '',
        itemPriceId: a.price_id,
      })),
      message: 'Thank you: your Burrow subscription is active.',
    };
    await settleRecorded(tx, payment, { userId, response: body }, now);
    // Last: the tenant's invoice counter stays locked from here to commit.
    await numberInvoice(tx, invoice, receiptId);
    return {
      httpStatus: 201,
      body,
      ...(newSession ? { newSession } : {}),
      purchased: {
        customerId: userId,
        invoiceId: invoice.id,
        amountMinor: invoice.totalMinor,
        currency: quote.currency,
      },
    };
  });
}
