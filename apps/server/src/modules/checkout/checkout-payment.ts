import type { CheckoutRequestSchema } from '@burrow/contract/checkout';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError, paymentProviderUnavailable } from '../../platform/errors';
import { paymentDeclinesTotal } from '../../platform/metrics';
import { GatewayUnavailableError, type PaymentIntent } from '../payments/payment-gateway';
import {
  markRefunding,
  releaseHold,
  settleUnrecorded,
  type HeldPayment,
} from './checkout-payments';
import { CARD_CHECK_MINOR } from './payment-intent-service';
import { recordAttemptedSignup, recordPaymentResult } from './payment-results';
import type { PurchaseQuote } from './purchase-quote';

type ParsedCheckout = z.output<typeof CheckoutRequestSchema>;
type PaymentCaller = { tenantId: string; userId: string | undefined };

/** docs/product.md#payment-outcomes: every failed payment is recorded, and a failed first purchase is an attempted sign-up. */
export async function recordFailedPayment(
  ctx: AppContext,
  caller: PaymentCaller,
  request: ParsedCheckout,
  error: AppError,
) {
  const now = ctx.clock.now();
  const reason = (error.details as { reason?: string } | undefined)?.reason ?? 'payment_declined';
  await ctx.db.transaction(async (tx) => {
    await recordPaymentResult(
      tx,
      {
        tenantId: caller.tenantId,
        uid: caller.userId ?? null,
        event: 'checkout',
        source: 'one_checkout_order',
        result: 'failure',
        type: request.paymentSourceType,
        gateway: ctx.gateway.name,
        transId: request.paymentIntentId,
        errorCode: reason,
        errorText: error.message,
        checkoutAttemptId: request.checkoutAttemptId,
      },
      now,
    );
    if (!caller.userId)
      await recordAttemptedSignup(
        tx,
        caller.tenantId,
        request.customer.email,
        'PAYMENT_FAILED',
        now,
      );
  });
  paymentDeclinesTotal.inc({ kind: 'checkout', reason });
}

/** The intent must be authorised (or already captured by an earlier try) for exactly the quote. */
export async function authorisedIntent(
  ctx: AppContext,
  request: ParsedCheckout,
  quote: PurchaseQuote,
): Promise<PaymentIntent> {
  let intent: PaymentIntent;
  try {
    intent = await ctx.gateway.retrieveIntent(request.paymentIntentId);
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw paymentProviderUnavailable();
    throw new AppError(
      400,
      'payment_intent_invalid',
      'The payment could not be found. Start the payment again.',
    );
  }
  // A hosted form's decline leaves the intent payable with the decline as its last failure
  // (the buyer may try another card): recorded before that, it is as refused as a failed one.
  const declined = intent.status === 'requires_payment_method' && intent.failure !== null;
  if (
    intent.status === 'failed' ||
    declined ||
    (intent.status === 'canceled' && !(quote.deferredCharge && intent.source))
  ) {
    throw new AppError(402, 'payment_failed', 'The payment was not completed.', {
      reason: intent.failure?.reason ?? 'payment_cancelled',
    });
  }
  if (intent.amountRefundedMinor > 0) {
    throw new AppError(
      409,
      'payment_intent_invalid',
      'This payment was refunded. Start the payment again.',
    );
  }
  const usable =
    intent.status === 'authorized' ||
    intent.status === 'captured' ||
    (quote.deferredCharge && intent.status === 'canceled' && intent.source !== null);
  if (!usable) {
    throw new AppError(400, 'payment_intent_invalid', 'The payment has not been authorised yet.');
  }
  const expected = quote.deferredCharge ? CARD_CHECK_MINOR : quote.dueTodayMinor;
  if (intent.amountMinor !== expected || intent.currency !== quote.currency) {
    throw new AppError(
      409,
      'quote_mismatch',
      'The price changed while you were paying. Review the total and pay again.',
      {
        authorised: { amount: intent.amountMinor, currency: intent.currency },
        quoted: { amount: expected, currency: quote.currency },
      },
    );
  }
  return intent;
}

export async function capture(
  ctx: AppContext,
  caller: PaymentCaller,
  request: ParsedCheckout,
  quote: PurchaseQuote,
  intent: PaymentIntent,
): Promise<PaymentIntent> {
  if (intent.status === 'captured' || intent.status === 'canceled') return intent;
  try {
    // A free trial's card check is released, not taken; the saved source pays the first renewal.
    if (quote.deferredCharge) return await ctx.gateway.cancelIntent(intent.id);
    // Keyed by the intent: however many attempts reach this line, the payment is taken once.
    return await ctx.gateway.captureIntent(intent.id, {
      amountMinor: quote.dueTodayMinor,
      idempotencyKey: `capture:${caller.tenantId}:${intent.id}`,
    });
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw paymentProviderUnavailable();
    throw error;
  }
}

/**
 * Gives back a held payment that will not pay for a purchase: refused after capture (an
 * account was created under the buyer's email meanwhile), or left unrecorded by a crash and
 * swept by the billing run. The buyer must never pay for nothing. The refund is written down
 * first (from then on the payment is never recorded), keyed by the intent so every retry of
 * it refunds once; a refunded intent is refused by `authorisedIntent`, so it can never pay
 * for a later attempt either. An authorisation never captured is released. Nothing is
 * ledgered: no Burrow purchase owned the payment. False if the gateway could not be reached
 * (the payment is let go, unsettled, for the next sweep).
 */
export async function giveBackHeldPayment(
  ctx: AppContext,
  payment: HeldPayment,
  intent: PaymentIntent,
): Promise<boolean> {
  const { db, gateway } = ctx;
  try {
    if (intent.status === 'authorized') {
      await gateway.cancelIntent(intent.id);
      await settleUnrecorded(db, payment, 'released', ctx.clock.now());
      return true;
    }
    if (intent.status !== 'captured' || !intent.chargeId) {
      await settleUnrecorded(db, payment, 'released', ctx.clock.now());
      return true;
    }
    if (!(await markRefunding(db, payment))) return true;
    if (intent.amountRefundedMinor < intent.amountMinor) {
      await gateway.refund({
        chargeId: intent.chargeId,
        amountMinor: intent.amountMinor,
        idempotencyKey: `refund:refused-checkout:${payment.tenantId}:${intent.id}`,
      });
    }
    await settleUnrecorded(db, payment, 'refunded', ctx.clock.now());
    return true;
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    await releaseHold(db, payment);
    return false;
  }
}
