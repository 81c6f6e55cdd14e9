import { describe, expect, it } from 'vitest';
import { gatewayResultOfStripeConfirm } from './stripe-confirm-result';

describe('a Stripe confirmation as the payment’s outcome', () => {
  it.each(['requires_capture', 'succeeded'])('is authorised when the intent is %s', (status) => {
    expect(gatewayResultOfStripeConfirm({ paymentIntent: { status } })).toEqual({
      status: 'authorized',
    });
  });

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
    [
      { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' },
      'sca_failed',
    ],
    // The buyer is present: an issuer still asking for authentication is a failed one.
    [
      { type: 'card_error', code: 'card_declined', decline_code: 'authentication_required' },
      'authentication_error',
    ],
    [
      { type: 'card_error', code: 'card_declined', decline_code: 'try_again_later' },
      'gateway_error',
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
