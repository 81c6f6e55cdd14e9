import type { PaymentFailureReason } from '@burrow/domain/payment-failure-reasons';
import type { MessageId } from '../../i18n/message-ids';

/**
 * docs/product.md#payment-messages payment messages for the gateway's failure reasons (docs/product.md#paying "checkout failure
 * reasons", `@burrow/domain/payment-failure-reasons`). A reason we do not know gets the
 * general payment error.
 */
const FAILURE_MESSAGE_IDS: Readonly<Record<PaymentFailureReason, MessageId>> = {
  payment_declined: 'payment.errors.payment_failed_retry_different_method',
  insufficient_funds: 'payment.errors.insufficient_funds',
  sca_failed: 'payment.errors.card_not_authenticated',
  // Asked of an off-session renewal; in the browser it reads like a failed check.
  authentication_required: 'payment.errors.card_not_authenticated',
  authentication_error: 'payment.errors.authentication_error',
  incorrect_cvc: 'payment.errors.invalid_security_code',
  incorrect_card_details: 'payment.errors.incorrect_card_details',
  expired_card: 'payment.errors.card_details_outdated',
  fraud_suspected: 'payment.errors.card_issuer_error',
  processing_error: 'payment.errors.processing_problem',
  gateway_error: 'payment.errors.card_gateway_error',
  payment_cancelled: 'payment.errors.payment_cancelled',
};

function isKnownReason(reason: string): reason is PaymentFailureReason {
  return Object.hasOwn(FAILURE_MESSAGE_IDS, reason);
}

export function paymentFailureMessageId(reason: string | null | undefined): MessageId {
  return reason && isKnownReason(reason) ? FAILURE_MESSAGE_IDS[reason] : 'payment.errors.general';
}
