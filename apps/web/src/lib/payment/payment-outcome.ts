import type { PaymentMethodType } from '@burrow/contract/checkout';
import { ApiError } from '@burrow/contract/client';
import type { PaymentResultWrite } from '@burrow/contract/events';
import type { PaymentFlow } from './complete-checkout';

/**
 * How one payment attempt ended, as the browser saw it (decision 0079). `stage` says where:
 * opening the intent, the gateway's own UI (a decline, a failed 3-D Secure challenge, a
 * cancelled approval, the buyer closing the window), or recording the purchase.
 */
export interface PaymentOutcome {
  stage: 'intent' | 'authorization' | 'checkout';
  result: 'success' | 'failure';
  method: PaymentMethodType;
  /** The gateway's intent, once one was opened. */
  intent: { id: string; gateway: string } | null;
  /** The gateway's failure reason or the API's error code; null on success. */
  reason: string | null;
  /** The server's own words for an API failure, when it gave some. */
  detail: string | null;
}

/** The reason code a buyer closing the gateway's window is recorded under. */
export const BUYER_CLOSED_PAYMENT = 'payment_window_closed';

/** `reason` and `detail` of an outcome that failed with `error` (an API error or anything else). */
export function failureOf(error: unknown): Pick<PaymentOutcome, 'reason' | 'detail'> {
  if (error instanceof ApiError) return { reason: error.code, detail: error.message };
  return { reason: 'client_error', detail: null };
}

const STAGE_EVENTS: Record<PaymentOutcome['stage'], string> = {
  intent: 'payment_intent',
  authorization: 'payment_authorization',
  checkout: 'checkout',
};

/**
 * docs/product.md#payment-outcomes payment_result, as the web writes it. The server stores it as `web:<source>`, next
 * to the rows it writes itself from checkout; it takes the buyer from the session and the
 * time from its own clock, so no `uid` is sent and `timestamp` is the browser's, for reference.
 */
export function paymentResultReport(
  outcome: PaymentOutcome,
  flow: PaymentFlow,
  timestamp: number,
): PaymentResultWrite {
  return {
    timestamp,
    system: 'burrow-web',
    version: '1',
    event: STAGE_EVENTS[outcome.stage],
    source: flow,
    result: outcome.result,
    type: outcome.method,
    gateway: outcome.intent?.gateway ?? 'none',
    ...(outcome.intent ? { transId: outcome.intent.id } : {}),
    ...(outcome.reason ? { errorCode: outcome.reason.slice(0, 100) } : {}),
    ...(outcome.detail ? { errorText: outcome.detail.slice(0, 500) } : {}),
  };
}

/**
 * docs/product.md#payment-outcomes attempted_signups: a new buyer whose payment the gateway refused (declined, 3-D
 * Secure failed, …) did not become a customer. A cancellation is the buyer's choice, not a
 * failed payment, and a failure to open or record a payment is ours: both stay at the email
 * stage, and their payment_result rows say what happened.
 */
export function isFailedSignupPayment(outcome: PaymentOutcome): boolean {
  return (
    outcome.stage === 'authorization' &&
    outcome.result === 'failure' &&
    outcome.reason !== 'payment_cancelled' &&
    outcome.reason !== BUYER_CLOSED_PAYMENT
  );
}
