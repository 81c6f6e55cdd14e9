import { ApiError } from '@burrow/contract/client';
import { describe, expect, it } from 'vitest';
import { checkoutFailure } from './checkout-failure';
import { paymentFailureMessageId } from './payment-failure';

describe('how a failed purchase is shown (docs/product.md#checkout-errors)', () => {
  it('asks an existing customer to sign in', () => {
    expect(checkoutFailure(new ApiError(409, 'account_exists', 'x'))).toEqual({ kind: 'sign-in' });
  });

  it('shows the free-trial-already-used message, by code or by the server’s words', () => {
    for (const error of [
      new ApiError(422, 'free_period_new_users_only', 'x'),
      new ApiError(400, 'invalid_request', 'Free periods are only available for new users'),
    ]) {
      expect(checkoutFailure(error)).toMatchObject({
        messageId: 'checkout.errors.free_trial_already_used',
        choosePlan: true,
      });
    }
  });

  it('sends a buyer refused an offer meant for other customers to the current plans', () => {
    expect(checkoutFailure(new ApiError(422, 'offer_not_available', 'x'))).toEqual({
      kind: 'message',
      messageId: 'payment.errors.general',
      detailId: 'errors.offer_not_available',
      retryable: false,
      choosePlan: true,
    });
  });

  it('gives other refusals the general payment error with their reason, not retryable', () => {
    expect(checkoutFailure(new ApiError(422, 'quote_mismatch', 'x'))).toEqual({
      kind: 'message',
      messageId: 'payment.errors.general',
      detailId: 'errors.quote_mismatch',
      retryable: false,
      choosePlan: false,
    });
  });

  it('lets a server failure, a lost connection or a purchase still being recorded be tried again', () => {
    for (const error of [
      new ApiError(503, 'service_unavailable', 'x'),
      new ApiError(0, 'network_error', 'x'),
      // A retry that met the first attempt still recording the purchase.
      new ApiError(409, 'checkout_in_progress', 'x'),
    ]) {
      expect(checkoutFailure(error)).toMatchObject({
        messageId: 'payment.errors.general',
        retryable: true,
      });
    }
  });

  it.each([
    ['payment_declined', 'payment.errors.payment_failed_retry_different_method'],
    ['insufficient_funds', 'payment.errors.insufficient_funds'],
    ['sca_failed', 'payment.errors.card_not_authenticated'],
    ['incorrect_cvc', 'payment.errors.invalid_security_code'],
    ['expired_card', 'payment.errors.card_details_outdated'],
    ['fraud_suspected', 'payment.errors.card_issuer_error'],
    ['processing_error', 'payment.errors.processing_problem'],
    ['payment_cancelled', 'payment.errors.payment_cancelled'],
    ['something_new', 'payment.errors.general'],
    [null, 'payment.errors.general'],
  ])('gateway reason %s → %s', (reason, messageId) => {
    expect(paymentFailureMessageId(reason)).toBe(messageId);
  });
});
