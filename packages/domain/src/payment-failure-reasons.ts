/**
 * Why a payment failed, in Burrow's words (docs/product.md#payment-messages "checkout failure reasons", docs/product.md#payment-messages
 * payment messages), and how a provider's answer becomes one of them. The server's payment
 * port and the web's payment step both speak these reasons, so a decline reads the same
 * whether the browser saw it (Stripe.js) or the server did (an off-session renewal).
 */

/** The reasons every provider reports, the built-in sandbox included. */
export type CommonFailureReason =
  | 'payment_declined'
  | 'insufficient_funds'
  | 'sca_failed'
  | 'incorrect_cvc'
  | 'expired_card'
  | 'fraud_suspected'
  | 'processing_error'
  | 'payment_cancelled';

/**
 * Beyond the common reasons, a real provider reports the rest of the docs/product.md#payment-messages messages: an
 * issuer that wants the customer to authenticate an off-session charge
 * (`authentication_required`: not a hard failure, the customer can authenticate that payment
 * on-session), an authentication that could not be carried out (`authentication_error`), the
 * provider or the issuer unreachable (`gateway_error`) and a mistyped number, expiry or postal
 * code (`incorrect_card_details`). The sandbox never produces these.
 */
export type PaymentFailureReason =
  | CommonFailureReason
  | 'authentication_required'
  | 'authentication_error'
  | 'gateway_error'
  | 'incorrect_card_details';

/** Failures a later retry of the same method cannot fix: dunning must not retry these. */
export const HARD_DECLINE_REASONS: ReadonlySet<PaymentFailureReason> = new Set([
  'fraud_suspected',
  'expired_card',
  'incorrect_cvc',
  'incorrect_card_details',
]);

/**
 * Stripe's decline codes (`decline_code` on a `card_declined` error, or `code` itself for the
 * card errors that have no decline code), from Stripe's published list. A code not listed is
 * a plain decline.
 */
const STRIPE_REASONS: Readonly<Record<string, PaymentFailureReason>> = {
  insufficient_funds: 'insufficient_funds',
  card_velocity_exceeded: 'insufficient_funds',
  withdrawal_count_limit_exceeded: 'insufficient_funds',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  invalid_cvc: 'incorrect_cvc',
  incorrect_number: 'incorrect_card_details',
  invalid_number: 'incorrect_card_details',
  invalid_expiry_month: 'incorrect_card_details',
  invalid_expiry_year: 'incorrect_card_details',
  incorrect_zip: 'incorrect_card_details',
  invalid_account: 'incorrect_card_details',
  incorrect_pin: 'incorrect_card_details',
  invalid_pin: 'incorrect_card_details',
  fraudulent: 'fraud_suspected',
  stolen_card: 'fraud_suspected',
  lost_card: 'fraud_suspected',
  pickup_card: 'fraud_suspected',
  merchant_blacklist: 'fraud_suspected',
  security_violation: 'fraud_suspected',
  restricted_card: 'fraud_suspected',
  processing_error: 'processing_error',
  issuer_not_available: 'gateway_error',
  try_again_later: 'gateway_error',
  reenter_transaction: 'gateway_error',
  // The buyer failed or abandoned 3-D Secure.
  payment_intent_authentication_failure: 'sca_failed',
  setup_intent_authentication_failure: 'sca_failed',
  payment_intent_payment_attempt_expired: 'payment_cancelled',
};

export interface StripeErrorCodes {
  /** The error's `code` (`card_declined`, `expired_card`, `authentication_required`, …). */
  code?: string | null;
  /** The issuer's reason on a `card_declined` (`insufficient_funds`, `fraudulent`, …). */
  declineCode?: string | null;
  /** Whether the buyer was absent (a renewal): then an authentication can still be asked for. */
  offSession: boolean;
}

/** Burrow's reason for a Stripe error, table-driven from Stripe's codes. */
export function failureReasonOfStripeError({
  code,
  declineCode,
  offSession,
}: StripeErrorCodes): PaymentFailureReason {
  if (code === 'authentication_required' || declineCode === 'authentication_required') {
    // Off-session the customer can authenticate later; on-session it should have happened now.
    return offSession ? 'authentication_required' : 'authentication_error';
  }
  if (declineCode && STRIPE_REASONS[declineCode]) return STRIPE_REASONS[declineCode];
  if (code && STRIPE_REASONS[code]) return STRIPE_REASONS[code];
  if (code === 'api_connection_error' || code === 'rate_limit') return 'gateway_error';
  return 'payment_declined';
}
