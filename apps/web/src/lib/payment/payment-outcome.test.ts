import { ApiError } from '@burrow/contract/client';
import { PaymentResultWriteSchema } from '@burrow/contract/events';
import { describe, expect, it } from 'vitest';
import {
  BUYER_CLOSED_PAYMENT,
  failureOf,
  isFailedSignupPayment,
  paymentResultReport,
  type PaymentOutcome,
} from './payment-outcome';

const declined: PaymentOutcome = {
  stage: 'authorization',
  result: 'failure',
  method: 'card',
  intent: { id: 'pi_1', gateway: 'sandbox' },
  reason: 'payment_declined',
  detail: null,
};

describe('paymentResultReport (docs/product.md#payment-outcomes payment_result)', () => {
  it('writes what the contract accepts, one event per stage', () => {
    for (const [stage, event] of [
      ['intent', 'payment_intent'],
      ['authorization', 'payment_authorization'],
      ['checkout', 'checkout'],
    ] as const) {
      const report = paymentResultReport({ ...declined, stage }, 'one_checkout_order', 1);
      expect(PaymentResultWriteSchema.parse(report)).toEqual(report);
      expect(report.event).toBe(event);
    }
  });

  it('says "none" for the gateway and sends no transaction when no intent was opened', () => {
    const report = paymentResultReport(
      { ...declined, stage: 'intent', intent: null, reason: 'network_error' },
      'additional_purchase',
      1,
    );
    expect(report).toMatchObject({ gateway: 'none', source: 'additional_purchase' });
    expect(report).not.toHaveProperty('transId');
  });

  it('cuts the server’s words to what the contract takes', () => {
    const report = paymentResultReport(
      { ...declined, reason: 'x'.repeat(300), detail: 'y'.repeat(900) },
      'one_checkout_order',
      1,
    );
    expect(PaymentResultWriteSchema.safeParse(report).success).toBe(true);
  });
});

describe('failureOf', () => {
  it('keeps an API error’s code and message, and names anything else a client error', () => {
    expect(failureOf(new ApiError(409, 'quote_mismatch', 'The price changed'))).toEqual({
      reason: 'quote_mismatch',
      detail: 'The price changed',
    });
    expect(failureOf(new TypeError('boom'))).toEqual({ reason: 'client_error', detail: null });
  });
});

describe('isFailedSignupPayment (docs/product.md#payment-outcomes attempted_signups PAYMENT_FAILED)', () => {
  it.each([
    [declined, true],
    [{ ...declined, reason: 'sca_failed' }, true],
    [{ ...declined, reason: 'payment_cancelled' }, false],
    [{ ...declined, reason: BUYER_CLOSED_PAYMENT }, false],
    [{ ...declined, result: 'success', reason: null }, false],
    [{ ...declined, stage: 'checkout', reason: 'service_unavailable' }, false],
    [{ ...declined, stage: 'intent', reason: 'network_error' }, false],
  ] as const)('%j → %s', (outcome, expected) => {
    expect(isFailedSignupPayment(outcome)).toBe(expected);
  });
});
