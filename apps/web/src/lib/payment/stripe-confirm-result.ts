import {
  failureReasonOfStripeError,
  type PaymentFailureReason,
} from '@burrow/domain/payment-failure-reasons';
import type { GatewayResult } from './gateway-message';

/** What `stripe.confirmPayment({elements, redirect: 'if_required'})` resolves with. */
export interface StripeConfirmOutcome {
  error?: {
    type: string;
    code?: string;
    decline_code?: string;
    /** The intent as the error left it, when Stripe says (a card error, a failed 3-D Secure). */
    payment_intent?: { status: string };
  };
  paymentIntent?: { status: string };
}

/**
 * A card Stripe refused while the intent stays open for another (decision 0110): the reason
 * is shown in the form, whose fields keep what the buyer typed, and Pay tries again.
 */
export interface StripeDecline {
  status: 'requires_payment_method';
  failureReason: PaymentFailureReason;
}

/**
 * The outcome of confirming a PaymentIntent in the browser, as the payment's state machine
 * takes a gateway's report. Burrow's intents are captured when the purchase is recorded
 * (manual capture), so an authorised card leaves the intent `requires_capture`; `succeeded`
 * is a method captured at once. A card error becomes Burrow's reason for it (the buyer is
 * present: `offSession` false). A decline Stripe answers by leaving the intent
 * `requires_payment_method` (every card error, a failed 3-D Secure) is a `StripeDecline`:
 * the buyer can fix the card or use another one on the same intent. Null when the buyer can
 * still act in the form: a field Stripe found incomplete or invalid before anything was sent
 * (`validation_error`), which the Payment Element shows beside the field.
 */
export function gatewayResultOfStripeConfirm(
  outcome: StripeConfirmOutcome,
): GatewayResult | StripeDecline | null {
  const { error, paymentIntent } = outcome;
  if (error) {
    if (error.type === 'validation_error') return null;
    const failureReason = failureReasonOfStripeError({
      code: error.code ?? null,
      declineCode: error.decline_code ?? null,
      offSession: false,
    });
    const intentStaysOpen =
      error.type === 'card_error' || error.payment_intent?.status === 'requires_payment_method';
    return { status: intentStaysOpen ? 'requires_payment_method' : 'failed', failureReason };
  }
  if (paymentIntent?.status === 'requires_capture' || paymentIntent?.status === 'succeeded') {
    return { status: 'authorized' };
  }
  // Anything else (processing, requires_action left unfinished) is not money we can capture.
  return { status: 'failed', failureReason: 'processing_error' };
}
