import type { MessageId } from '../../i18n/message-ids';

/**
 * Spec §8 payment messages for the gateway's failure reasons (spec §3 "checkout failure
 * reasons"). A reason we do not know gets the general payment error.
 */
const FAILURE_MESSAGE_IDS: Readonly<Record<string, MessageId>> = {
  payment_declined: 'payment.errors.payment_failed_retry_different_method',
  insufficient_funds: 'payment.errors.insufficient_funds',
  sca_failed: 'payment.errors.card_not_authenticated',
  incorrect_cvc: 'payment.errors.invalid_security_code',
  expired_card: 'payment.errors.card_details_outdated',
  fraud_suspected: 'payment.errors.card_issuer_error',
  processing_error: 'payment.errors.processing_problem',
  payment_cancelled: 'payment.errors.payment_cancelled',
};

export function paymentFailureMessageId(reason: string | null | undefined): MessageId {
  return (reason && FAILURE_MESSAGE_IDS[reason]) || 'payment.errors.general';
}
