import { failureReasonOfStripeError } from '@burrow/domain/payment-failure-reasons';
import type { GatewayResult } from './gateway-message';

/** What `stripe.confirmPayment({elements, redirect: 'if_required'})` resolves with. */
export interface StripeConfirmOutcome {
  error?: { type: string; code?: string; decline_code?: string };
  paymentIntent?: { status: string };
}

/**
 * The outcome of confirming a PaymentIntent in the browser, as the payment's state machine
 * takes a gateway's report. Burrow's intents are captured when the purchase is recorded
 * (manual capture), so an authorised card leaves the intent `requires_capture`; `succeeded`
 * is a method captured at once. A card error becomes Burrow's reason for it (the buyer is
 * present: `offSession` false). Null when the buyer can still act in the form: a field Stripe
 * found incomplete or invalid before anything was sent (`validation_error`), which the
 * Payment Element shows beside the field.
 */
export function gatewayResultOfStripeConfirm(outcome: StripeConfirmOutcome): GatewayResult | null {
  const { error, paymentIntent } = outcome;
  if (error) {
    if (error.type === 'validation_error') return null;
    return {
      status: 'failed',
      failureReason: failureReasonOfStripeError({
        code: error.code ?? null,
        declineCode: error.decline_code ?? null,
        offSession: false,
      }),
    };
  }
  if (paymentIntent?.status === 'requires_capture' || paymentIntent?.status === 'succeeded') {
    return { status: 'authorized' };
  }
  // Anything else (processing, requires_action left unfinished) is not money we can capture.
  return { status: 'failed', failureReason: 'processing_error' };
}
