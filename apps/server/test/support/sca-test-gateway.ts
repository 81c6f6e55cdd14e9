import type {
  ChargeResult,
  PaymentGateway,
  PaymentIntent,
  RefundResult,
} from '../../src/modules/payments/payment-gateway';

interface HeldPayment {
  intent: PaymentIntent;
}

/**
 * A card issuer that wants Strong Customer Authentication, at the port boundary: it wraps a
 * gateway (the sandbox) and, while `holdForAuthentication` is on, answers every off-session
 * charge as Stripe does for `authentication_required` — `requires_action`, nothing moved, a
 * payment the customer can confirm later. `authenticate(id)` is the customer confirming it
 * on-session (Stripe.js and the bank's challenge); the money is taken then. It names itself
 * `stripe`, since it stands in for that provider; everything else goes to the wrapped gateway.
 */
export interface ScaTestGateway extends PaymentGateway {
  holdForAuthentication: boolean;
  /** The customer passes the bank's challenge for this payment: it succeeds. */
  authenticate(paymentId: string): void;
  /** The held payments that took money, and those given back. */
  taken(): { charged: number; refunded: number };
  status(paymentId: string): PaymentIntent['status'] | undefined;
}

export function scaTestGateway(inner: PaymentGateway): ScaTestGateway {
  const held = new Map<string, HeldPayment>();
  const byKey = new Map<string, ChargeResult>();
  const refunds = new Map<string, RefundResult>();
  let sequence = 0;

  const gateway: ScaTestGateway = {
    ...inner,
    name: 'stripe',
    holdForAuthentication: false,
    async chargeSource(input) {
      if (!gateway.holdForAuthentication) return inner.chargeSource(input);
      const replay = byKey.get(input.idempotencyKey);
      if (replay) return replay;
      sequence += 1;
      const id = `pi_sca_${sequence}`;
      held.set(id, {
        intent: {
          id,
          status: 'failed',
          amountMinor: input.amountMinor,
          currency: input.currency,
          methodType: 'card',
          clientSecret: `${id}_secret_${sequence}`,
          hostedUrl: '',
          source: null,
          failure: { reason: 'authentication_required', message: 'authenticate it' },
          chargeId: null,
          amountRefundedMinor: 0,
        },
      });
      const result: ChargeResult = {
        status: 'requires_action',
        chargeId: null,
        paymentId: id,
        amountMinor: input.amountMinor,
        currency: input.currency,
        failure: { reason: 'authentication_required', message: 'authenticate it' },
        hardDecline: false,
      };
      byKey.set(input.idempotencyKey, result);
      return result;
    },
    async retrieveIntent(id) {
      const payment = held.get(id);
      return payment ? { ...payment.intent } : inner.retrieveIntent(id);
    },
    async cancelIntent(id) {
      const payment = held.get(id);
      if (!payment) return inner.cancelIntent(id);
      if (payment.intent.status === 'captured') {
        throw new Error(`${id} has succeeded and cannot be canceled`);
      }
      payment.intent = { ...payment.intent, status: 'canceled' };
      return { ...payment.intent };
    },
    async refund(input) {
      if (!input.chargeId.startsWith('ch_sca_')) return inner.refund(input);
      const done = refunds.get(input.idempotencyKey);
      if (done) return done;
      const refund: RefundResult = {
        id: `re_sca_${refunds.size + 1}`,
        chargeId: input.chargeId,
        amountMinor: input.amountMinor,
        status: 'succeeded',
      };
      refunds.set(input.idempotencyKey, refund);
      for (const payment of held.values()) {
        if (payment.intent.chargeId === input.chargeId) {
          payment.intent = { ...payment.intent, amountRefundedMinor: input.amountMinor };
        }
      }
      return refund;
    },
    authenticate(paymentId) {
      const payment = held.get(paymentId);
      if (!payment || payment.intent.status !== 'failed') {
        throw new Error(`${paymentId} cannot be authenticated (${payment?.intent.status})`);
      }
      payment.intent = {
        ...payment.intent,
        status: 'captured',
        failure: null,
        chargeId: `ch_sca_${paymentId}`,
      };
    },
    taken() {
      const charged = [...held.values()].filter((p) => p.intent.chargeId !== null).length;
      return { charged, refunded: refunds.size };
    },
    status(paymentId) {
      return held.get(paymentId)?.intent.status;
    },
  };
  return gateway;
}
