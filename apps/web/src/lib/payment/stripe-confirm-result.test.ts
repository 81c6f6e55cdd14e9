import { describe, expect, it } from 'vitest';
import { gatewayResultOfStripeConfirm } from './stripe-confirm-result';

describe('a Stripe confirmation as the payment’s outcome', () => {
  it.each(['requires_capture', 'succeeded'])('is authorised when the intent is %s', (status) => {
    expect(gatewayResultOfStripeConfirm({ paymentIntent: { status } })).toEqual({
      status: 'authorized',
    });
  });

  // Stripe leaves the intent waiting for another method after these: the form stays.
  it.each([
    [
      { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
      'payment_declined',
    ],
    [
      { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
      'insufficient_funds',
    ],
    [{ type: 'card_error', code: 'incorrect_cvc' }, 'incorrect_cvc'],
    [{ type: 'card_error', code: 'expired_card' }, 'expired_card'],
    [{ type: 'card_error', code: 'incorrect_number' }, 'incorrect_card_details'],
    [{ type: 'card_error', code: 'card_declined', decline_code: 'fraudulent' }, 'fraud_suspected'],
    // The buyer is present: an issuer still asking for authentication is a failed one.
    [
      { type: 'card_error', code: 'card_declined', decline_code: 'authentication_required' },
      'authentication_error',
    ],
    [
      { type: 'card_error', code: 'card_declined', decline_code: 'try_again_later' },
      'gateway_error',
    ],
    [
      {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        payment_intent: { status: 'requires_payment_method' },
      },
      'sca_failed',
    ],
  ])('is a decline the form answers, with the reason, for %j', (error, failureReason) => {
    expect(gatewayResultOfStripeConfirm({ error })).toEqual({
      status: 'requires_payment_method',
      failureReason,
    });
  });

  // Nothing says the intent can take another card: the payment ends.
  it.each([
    [
      { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' },
      'sca_failed',
    ],
    [
      {
        type: 'invalid_request_error',
        code: 'payment_intent_payment_attempt_expired',
        payment_intent: { status: 'canceled' },
      },
      'payment_cancelled',
    ],
    [{ type: 'api_connection_error', code: 'api_connection_error' }, 'gateway_error'],
  ])('fails with the reason for %j', (error, failureReason) => {
    expect(gatewayResultOfStripeConfirm({ error })).toEqual({ status: 'failed', failureReason });
  });

  it('leaves the form open for a field Stripe found incomplete', () => {
    expect(
      gatewayResultOfStripeConfirm({
        error: { type: 'validation_error', code: 'incomplete_number' },
      }),
    ).toBeNull();
  });

  it.each(['processing', 'requires_action', 'requires_payment_method'])(
    'fails when the intent is left %s',
    (status) => {
      expect(gatewayResultOfStripeConfirm({ paymentIntent: { status } })).toEqual({
        status: 'failed',
        failureReason: 'processing_error',
      });
    },
  );
});
