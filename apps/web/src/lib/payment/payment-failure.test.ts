import { describe, expect, it } from 'vitest';
import en from '../../i18n/messages/en.json';
import { paymentFailureMessageId } from './payment-failure';

describe('the docs/product.md#payment-messages message for a gateway’s failure reason', () => {
  it.each([
    ['payment_declined', 'payment.errors.payment_failed_retry_different_method'],
    ['insufficient_funds', 'payment.errors.insufficient_funds'],
    ['sca_failed', 'payment.errors.card_not_authenticated'],
    ['authentication_required', 'payment.errors.card_not_authenticated'],
    ['authentication_error', 'payment.errors.authentication_error'],
    ['incorrect_cvc', 'payment.errors.invalid_security_code'],
    ['incorrect_card_details', 'payment.errors.incorrect_card_details'],
    ['expired_card', 'payment.errors.card_details_outdated'],
    ['fraud_suspected', 'payment.errors.card_issuer_error'],
    ['processing_error', 'payment.errors.processing_problem'],
    ['gateway_error', 'payment.errors.card_gateway_error'],
    ['payment_cancelled', 'payment.errors.payment_cancelled'],
  ])('%s → %s', (reason, messageId) => {
    expect(paymentFailureMessageId(reason)).toBe(messageId);
    expect(en).toHaveProperty([messageId]);
  });

  it.each([null, undefined, '', 'something_new', 'toString', '__proto__'])(
    'is the general payment error for %j',
    (reason) => {
      expect(paymentFailureMessageId(reason)).toBe('payment.errors.general');
    },
  );
});
