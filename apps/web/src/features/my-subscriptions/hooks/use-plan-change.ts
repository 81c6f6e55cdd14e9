import type { PaymentMethodType } from '@burrow/contract/checkout';
import type { Money } from '@burrow/contract/offers';
import {
  PlanChangeEstimateSchema,
  type PlanChangeAttempt,
  type PlanChangeEstimate,
} from '@burrow/contract/plan-changes';
import { useRef, useState } from 'react';
import type { InPagePayment } from '../../../components/payment/payment-dialog-panel';
import { useGatewayResult } from '../../../components/payment/use-gateway-result';
import { errorMessageId } from '../../../i18n/error-messages';
import type { MessageId } from '../../../i18n/message-ids';
import { isApiError } from '../../../lib/api-client';
import { createPaymentIntent } from '../../../lib/payment/create-payment-intent';
import type { GatewayResult } from '../../../lib/payment/gateway-message';
import { stripePublishableKeyFor } from '../../../lib/payment/stripe-publishable-key';
import { paymentFailureMessageId } from '../../../lib/payment/payment-failure';
import { confirmChange } from '../api/confirm-change';
import { finishChange } from '../api/finish-change';
import { payChange } from '../api/pay-change';

/** What Stripe's Payment Element needs to confirm an intent in the dialog. */
export type StripeIntent = Omit<InPagePayment, 'onResult'>;

/** How the recorded payment is finished once the gateway has authorised it. */
type Finish = 'pay' | 'confirm-return';

export type ChangeStep =
  /** The quote is shown; Confirm sends it. */
  | { step: 'review' }
  /** `POST /api/v2/checkout/` is on its way. */
  | { step: 'confirming' }
  /** The change waits for a payment through the gateway (no saved method, or it was declined). */
  | { step: 'payment'; attempt: PlanChangeAttempt; reason: MessageId | null }
  /** Opening an intent at the gateway. */
  | { step: 'opening'; attempt: PlanChangeAttempt }
  /** The gateway's own page is up; waiting for it to report. */
  | {
      step: 'authorizing';
      attempt: PlanChangeAttempt;
      /** The gateway's id for the intent, which its page reports about. */
      intentId: string;
      /** Ours, which pays the change. */
      paymentIntentId: string;
      hostedUrl: string;
      /** A Stripe intent: its Payment Element in the dialog instead of `hostedUrl` (0083). */
      stripe: StripeIntent | null;
      finish: Finish;
    }
  /** Authorised: the payment is being recorded against the change. */
  | { step: 'recording'; attempt: PlanChangeAttempt }
  | { step: 'done'; attempt: PlanChangeAttempt };

const BUSY_STEPS: ReadonlySet<ChangeStep['step']> = new Set([
  'confirming',
  'opening',
  'authorizing',
  'recording',
  'done',
]);

/** The fresh quote a 409 `quote_mismatch` carries when the figures moved, if it does. */
function freshQuoteFrom(error: unknown): PlanChangeEstimate | null {
  if (!isApiError(error, 'quote_mismatch')) return null;
  const details = error.details;
  if (typeof details !== 'object' || details === null || !('estimate' in details)) return null;
  const parsed = PlanChangeEstimateSchema.safeParse(details.estimate);
  return parsed.success ? parsed.data : null;
}

/** A failure whose outcome is unknown (network, 5xx): sending the same request again is safe. */
function isRetryable(error: unknown): boolean {
  return isApiError(error) && (error.code === 'network_error' || error.status >= 500);
}

interface UsePlanChangeOptions {
  /** The quote loaded for the preview; undefined while it loads. */
  loaded: PlanChangeEstimate | undefined;
  onDone: (attempt: PlanChangeAttempt) => void;
}

/**
 * Confirming a quoted change (decision 0032): the customer confirms exactly the quote shown.
 * A quote that no longer holds comes back as a fresh one that replaces it on screen and
 * needs a second Confirm — never sent again silently. A change the saved method could not
 * pay waits for a payment through the gateway dialog (`PUT /api/v2/checkout/`).
 */
export function usePlanChange({ loaded, onDone }: UsePlanChangeOptions) {
  const [repriced, setRepriced] = useState<PlanChangeEstimate | null>(null);
  const [repricedFrom, setRepricedFrom] = useState<Money | null>(null);
  const [current, setCurrent] = useState<ChangeStep>({ step: 'review' });
  const [error, setError] = useState<MessageId | null>(null);
  // An authorised payment whose recording failed for an unknown reason: "try again" sends it again.
  const [recordable, setRecordable] = useState<{
    attempt: PlanChangeAttempt;
    paymentIntentId: string;
    finish: Finish;
  } | null>(null);
  // Refs, not state: two clicks in one frame both see the old state.
  const busy = useRef(false);
  const attemptIds = useRef(new Map<string, string>());
  const paymentTries = useRef(0);

  const quote = repriced ?? loaded;

  const enter = (next: ChangeStep) => {
    busy.current = BUSY_STEPS.has(next.step);
    setCurrent(next);
  };

  /** One attempt id per quote: resending the same quote (after a network failure) is idempotent. */
  const attemptIdFor = (quoteId: string) => {
    let id = attemptIds.current.get(quoteId);
    if (!id) {
      id = crypto.randomUUID();
      attemptIds.current.set(quoteId, id);
    }
    return id;
  };

  const settle = (attempt: PlanChangeAttempt, paymentIntentId: string | null) => {
    switch (attempt.status) {
      case 'succeeded':
        enter({ step: 'done', attempt });
        onDone(attempt);
        return;
      case 'requires_payment':
        enter({ step: 'payment', attempt, reason: null });
        return;
      case 'payment_failed':
        enter({ step: 'payment', attempt, reason: paymentFailureMessageId(attempt.failureReason) });
        return;
      case 'requires_action':
        // The gateway needs the customer again (3-D Secure): its page goes back in the dialog.
        if (attempt.redirectUrl && paymentIntentId) {
          enter({
            step: 'authorizing',
            attempt,
            intentId: paymentIntentId,
            paymentIntentId,
            hostedUrl: attempt.redirectUrl,
            stripe: null,
            finish: 'confirm-return',
          });
        } else {
          enter({ step: 'payment', attempt, reason: 'payment.errors.general' });
        }
    }
  };

  /** A refusal: a moved quote replaces the shown one; anything else is said, and `back` resumes. */
  const refused = (shown: PlanChangeEstimate, failure: unknown, back: ChangeStep) => {
    const fresh = freshQuoteFrom(failure);
    if (fresh) {
      setRepricedFrom(shown.total);
      setRepriced(fresh);
      enter({ step: 'review' });
      return;
    }
    setError(errorMessageId(failure));
    enter(back);
  };

  const confirm = async () => {
    if (!quote || busy.current) return;
    const shown = quote;
    setError(null);
    setRepricedFrom(null);
    enter({ step: 'confirming' });
    try {
      const attempt = await confirmChange({
        attemptId: attemptIdFor(shown.quoteId),
        subscriptionId: shown.subscriptionId,
        change: shown.change,
        // Exactly what was estimated: the quote id covers the coupon and whether it applied.
        ...(shown.coupon ? { couponCode: shown.coupon.code } : {}),
        quoteId: shown.quoteId,
      });
      settle(attempt, null);
    } catch (failure) {
      refused(shown, failure, { step: 'review' });
    }
  };

  const record = async (attempt: PlanChangeAttempt, paymentIntentId: string, finish: Finish) => {
    setError(null);
    setRecordable(null);
    enter({ step: 'recording', attempt });
    try {
      const result =
        finish === 'pay'
          ? await payChange(attempt.attemptId, paymentIntentId)
          : await finishChange(attempt.attemptId);
      settle(result, paymentIntentId);
    } catch (failure) {
      if (isRetryable(failure)) setRecordable({ attempt, paymentIntentId, finish });
      refused(attempt.estimate, failure, { step: 'payment', attempt, reason: null });
    }
  };

  const pay = async (method: PaymentMethodType) => {
    if (current.step !== 'payment' || busy.current) return;
    const { attempt, reason } = current;
    setError(null);
    setRecordable(null);
    enter({ step: 'opening', attempt });
    // The intent carries the change's attempt id; a second try needs an intent of its own,
    // since the gateway answers the same key with the first (failed) intent.
    paymentTries.current += 1;
    const checkoutAttemptId =
      paymentTries.current === 1
        ? attempt.attemptId
        : `${attempt.attemptId}-${paymentTries.current}`;
    try {
      const intent = await createPaymentIntent({
        checkoutAttemptId,
        amount: attempt.estimate.total,
        paymentMethodType: method,
        flow: 'edit_subscription',
        editSubscriptionFlowDetails: { subscriptionId: attempt.estimate.subscriptionId },
      });
      const publishableKey = await stripePublishableKeyFor(intent.gateway);
      enter({
        step: 'authorizing',
        attempt,
        intentId: intent.gateway.intentId,
        paymentIntentId: intent.paymentIntentId,
        hostedUrl: intent.gateway.hostedUrl,
        stripe: publishableKey
          ? {
              publishableKey,
              clientSecret: intent.gateway.clientSecret,
              amount: intent.gateway.amount,
              method,
            }
          : null,
        finish: 'pay',
      });
    } catch (failure) {
      setError(errorMessageId(failure));
      enter({ step: 'payment', attempt, reason });
    }
  };

  const onGatewayResult = (result: GatewayResult) => {
    if (current.step !== 'authorizing') return;
    const { attempt, paymentIntentId, finish } = current;
    if (result.status === 'authorized') {
      void record(attempt, paymentIntentId, finish);
      return;
    }
    enter({ step: 'payment', attempt, reason: paymentFailureMessageId(result.failureReason) });
  };

  // Stripe's panel reports through `onGatewayResult`; a hosted page posts to us.
  useGatewayResult(
    current.step === 'authorizing' && !current.stripe ? current.intentId : null,
    onGatewayResult,
  );

  return {
    /** The quote on screen: the loaded one, or the fresh one that replaced it. */
    quote,
    /** The total the customer saw before the quote was replaced, until they confirm again. */
    repricedFrom,
    current,
    error,
    busy: BUSY_STEPS.has(current.step),
    confirm: () => void confirm(),
    pay: (method: PaymentMethodType) => void pay(method),
    /** How Stripe's Payment Element in the dialog ended (a hosted page posts instead). */
    onGatewayResult,
    /** The customer closed the gateway's page: nothing was authorised, so nothing happens. */
    cancelPayment: () => {
      if (current.step !== 'authorizing') return;
      enter({ step: 'payment', attempt: current.attempt, reason: null });
    },
    /** Sends an authorised payment again after a failure whose outcome was unknown. */
    retryRecording: recordable
      ? () => void record(recordable.attempt, recordable.paymentIntentId, recordable.finish)
      : null,
  };
}

export type PlanChange = ReturnType<typeof usePlanChange>;
