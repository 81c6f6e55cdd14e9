import { describe, expect, it } from 'vitest';
import {
  failureReasonOfStripeError,
  HARD_DECLINE_REASONS,
  type PaymentFailureReason,
} from './payment-failure-reasons';

describe('failureReasonOfStripeError', () => {
  it.each<[string | null, string | null, PaymentFailureReason]>([
    ['card_declined', 'generic_decline', 'payment_declined'],
    ['card_declined', 'do_not_honor', 'payment_declined'],
    ['card_declined', 'insufficient_funds', 'insufficient_funds'],
    ['card_declined', 'card_velocity_exceeded', 'insufficient_funds'],
    ['card_declined', 'fraudulent', 'fraud_suspected'],
    ['card_declined', 'stolen_card', 'fraud_suspected'],
    ['card_declined', 'lost_card', 'fraud_suspected'],
    ['card_declined', 'issuer_not_available', 'gateway_error'],
    ['card_declined', 'try_again_later', 'gateway_error'],
    ['card_declined', 'incorrect_zip', 'incorrect_card_details'],
    ['card_declined', 'a_code_stripe_adds_later', 'payment_declined'],
    ['expired_card', null, 'expired_card'],
    ['incorrect_cvc', null, 'incorrect_cvc'],
    ['invalid_cvc', null, 'incorrect_cvc'],
    ['incorrect_number', null, 'incorrect_card_details'],
    ['invalid_expiry_year', null, 'incorrect_card_details'],
    ['processing_error', null, 'processing_error'],
    ['payment_intent_authentication_failure', null, 'sca_failed'],
    ['payment_intent_payment_attempt_expired', null, 'payment_cancelled'],
    [null, null, 'payment_declined'],
  ])('code %s, decline code %s → %s', (code, declineCode, reason) => {
    expect(failureReasonOfStripeError({ code, declineCode, offSession: false })).toBe(reason);
  });

  it('asks the customer to authenticate an off-session charge; on-session it is an authentication error', () => {
    for (const error of [
      { code: 'authentication_required', declineCode: null },
      { code: 'card_declined', declineCode: 'authentication_required' },
    ]) {
      expect(failureReasonOfStripeError({ ...error, offSession: true })).toBe(
        'authentication_required',
      );
      expect(failureReasonOfStripeError({ ...error, offSession: false })).toBe(
        'authentication_error',
      );
    }
  });

  it('retries what may pass later and never what cannot', () => {
    expect(HARD_DECLINE_REASONS.has('fraud_suspected')).toBe(true);
    expect(HARD_DECLINE_REASONS.has('incorrect_card_details')).toBe(true);
    expect(HARD_DECLINE_REASONS.has('insufficient_funds')).toBe(false);
    expect(HARD_DECLINE_REASONS.has('authentication_required')).toBe(false);
    expect(HARD_DECLINE_REASONS.has('gateway_error')).toBe(false);
  });
});
