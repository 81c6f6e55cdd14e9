import type Stripe from 'stripe';
import { failureReasonOfStripeError } from '@burrow/domain/payment-failure-reasons';
import type {
  GatewayMethodType,
  IntentStatus,
  PaymentFailure,
  PaymentIntent,
  PaymentSource,
} from '../payments/payment-gateway';
import { withoutKeys } from './stripe-errors';

/** Stripe's payment method types for the port's: Apple Pay and Google Pay are cards (wallets). */
export function stripeMethodTypes(methodType: GatewayMethodType): string[] {
  return methodType === 'paypal' ? ['paypal'] : ['card'];
}

/** The port's kind of a Stripe payment method: a wallet's card is its wallet. */
export function methodTypeOf(method: Stripe.PaymentMethod): GatewayMethodType {
  if (method.type === 'paypal') return 'paypal';
  const wallet = method.card?.wallet?.type;
  if (wallet === 'apple_pay') return 'apple_pay';
  if (wallet === 'google_pay') return 'google_pay';
  return 'card';
}

export function sourceOf(method: Stripe.PaymentMethod): PaymentSource {
  const card = method.card;
  return {
    token: method.id,
    methodType: methodTypeOf(method),
    brand: card?.brand ?? null,
    last4: card?.last4 ?? null,
    expMonth: card?.exp_month ?? null,
    expYear: card?.exp_year ?? null,
    payerEmail: method.paypal?.payer_email ?? null,
  };
}

/** A card error's message is Stripe's, for logs; the reason is what Burrow shows. */
export function failureOf(
  error: { code?: string | null; decline_code?: string | null; message?: string | null },
  offSession: boolean,
): PaymentFailure {
  return {
    reason: failureReasonOfStripeError({
      code: error.code ?? null,
      declineCode: error.decline_code ?? null,
      offSession,
    }),
    message: withoutKeys(error.message ?? 'The payment was declined.'),
  };
}

/**
 * The intent in the port's terms, with its payment method and charge already resolved
 * (expanded, or fetched when the API answered ids). A declined confirmation leaves Stripe's
 * intent waiting for another method; Burrow reads it as failed, as the sandbox's.
 */
export function toPortIntent(
  intent: Stripe.PaymentIntent,
  method: Stripe.PaymentMethod | null,
  charge: Stripe.Charge | null,
): PaymentIntent {
  const error = intent.last_payment_error;
  const status = portStatus(intent.status, error !== null && error !== undefined);
  // A released authorisation shows at Stripe as a refunded charge that was never captured:
  // only a captured charge has really been paid, and only its refunds give money back.
  const captured = charge !== null && charge.captured;
  // The method is Burrow's to keep once Stripe authorised a payment with it (a card check
  // released afterwards included), never while the buyer is still choosing or declined.
  const authorised =
    status === 'authorized' ||
    status === 'captured' ||
    (charge !== null && charge.status !== 'failed');
  const types = intent.allowed_payment_method_types ?? intent.payment_method_types ?? [];
  const methodType = method ? methodTypeOf(method) : types.includes('paypal') ? 'paypal' : 'card';
  return {
    id: intent.id,
    status,
    amountMinor: intent.amount,
    currency: intent.currency.toUpperCase(),
    methodType,
    clientSecret: intent.client_secret ?? '',
    // Stripe has no hosted page for an intent: the web confirms it with Stripe.js.
    hostedUrl: '',
    source: method && authorised && status !== 'failed' ? sourceOf(method) : null,
    failure: status === 'failed' && error ? intentFailure(error, methodType) : null,
    chargeId: captured ? charge.id : null,
    amountRefundedMinor: captured ? charge.amount_refunded : 0,
  };
}

/** PayPal has no 3-D Secure: an approval the buyer refused is a cancelled payment. */
function intentFailure(
  error: Stripe.PaymentIntent.LastPaymentError,
  methodType: GatewayMethodType,
): PaymentFailure {
  const failure = failureOf(error, false);
  const paypal = methodType === 'paypal' || error.payment_method?.type === 'paypal';
  return paypal && failure.reason === 'sca_failed'
    ? { ...failure, reason: 'payment_cancelled' }
    : failure;
}

function portStatus(status: Stripe.PaymentIntent.Status, declined: boolean): IntentStatus {
  switch (status) {
    case 'requires_payment_method':
    case 'requires_confirmation':
      return declined ? 'failed' : 'requires_payment_method';
    case 'requires_action':
    case 'processing':
      return 'requires_action';
    case 'requires_capture':
      return 'authorized';
    case 'succeeded':
      return 'captured';
    case 'canceled':
      return 'canceled';
    default:
      throw new Error(`Stripe answered an unknown payment intent status: ${status}`);
  }
}
