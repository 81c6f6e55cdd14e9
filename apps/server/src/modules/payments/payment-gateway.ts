/**
 * The port every payment provider implements. Burrow's billing code talks only to this;
 * the built-in `sandbox` gateway (modules/sandbox-gateway) implements it like a real PSP in
 * test mode. Amounts are integer minor units. Every money-moving call carries an
 * idempotency key: the same key returns the first call's result and never moves money twice.
 */
export type GatewayMethodType = 'card' | 'paypal' | 'apple_pay' | 'google_pay';

/** How a subscription records the kind of method that pays it (docs/product.md#payment-methods). */
export const SUBSCRIPTION_PAYMENT_METHOD: Record<
  GatewayMethodType,
  'CreditCard' | 'PayPal' | 'ApplePay' | 'GooglePay'
> = {
  card: 'CreditCard',
  paypal: 'PayPal',
  apple_pay: 'ApplePay',
  google_pay: 'GooglePay',
};

export type IntentStatus =
  /** Created; the buyer has not yet authorised it in the gateway's UI. */
  | 'requires_payment_method'
  /** The buyer must finish a step in the gateway's UI (3-D Secure, PayPal approval). */
  | 'requires_action'
  /** Authorised for its amount; capture moves the money. */
  | 'authorized'
  | 'captured'
  | 'canceled'
  | 'failed';

/**
 * Who a payment is for, so a provider that keeps customers (Stripe) files it under one
 * customer per Burrow customer and tenant. `userId` is null for a guest checkout: the buyer's
 * account does not exist until the purchase is recorded.
 */
export interface PaymentPayer {
  tenantId: string;
  userId: string | null;
}

/**
 * What links a provider's payment back to Burrow (Stripe metadata), for the provider's
 * dashboard and its webhooks: `burrow_tenant_id`, `burrow_flow`, `burrow_checkout_attempt_id`,
 * `burrow_subscription_id`, `burrow_operation`… Never personal data.
 */
export type PaymentMetadata = Readonly<Record<string, string>>;

import type { PaymentFailureReason } from '@burrow/domain/payment-failure-reasons';

export interface PaymentFailure {
  reason: PaymentFailureReason;
  /** A human-readable explanation from the gateway, for logs; never shown to buyers as-is. */
  message: string;
}

/** What we may keep about how the buyer paid: never a card number or CVC. */
export interface PaymentSource {
  /** A reusable token for off-session charges (renewals), e.g. `pm_…`. */
  token: string;
  methodType: GatewayMethodType;
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
  /** For PayPal: the payer's email. */
  payerEmail: string | null;
}

export interface PaymentIntent {
  id: string;
  status: IntentStatus;
  amountMinor: number;
  currency: string;
  methodType: GatewayMethodType;
  /** Given to the browser so the gateway's UI can act on this intent only. */
  clientSecret: string;
  /** Where the browser loads the gateway's UI for this intent (iframe or redirect). */
  hostedUrl: string;
  source: PaymentSource | null;
  failure: PaymentFailure | null;
  /** The charge created by capture; refunds refer to it. */
  chargeId: string | null;
  /** How much of that charge was given back; a refunded payment cannot buy anything. */
  amountRefundedMinor: number;
}

export interface ChargeResult {
  /**
   * `requires_action`: the issuer wants the customer to authenticate this payment (SCA); it
   * is neither paid nor a hard failure. `paymentId` names it, so the customer can finish it
   * on-session; `failure.reason` is `authentication_required`.
   */
  status: 'succeeded' | 'failed' | 'requires_action';
  chargeId: string | null;
  /** The provider's payment (Stripe: the PaymentIntent) that made this charge, when there is one. */
  paymentId: string | null;
  amountMinor: number;
  currency: string;
  failure: PaymentFailure | null;
  /** A hard decline (stolen card, closed account) must not be retried by dunning. */
  hardDecline: boolean;
}

export interface RefundResult {
  id: string;
  chargeId: string;
  amountMinor: number;
  status: 'succeeded' | 'failed';
}

export interface PaymentGateway {
  readonly name: string;
  createIntent(input: {
    amountMinor: number;
    currency: string;
    methodType: GatewayMethodType;
    idempotencyKey: string;
    description: string;
    /** Absent for a payment on nobody's behalf (the port's own tests). */
    payer?: PaymentPayer;
    metadata?: PaymentMetadata;
  }): Promise<PaymentIntent>;
  retrieveIntent(intentId: string): Promise<PaymentIntent>;
  /** Captures an authorised intent for exactly `amountMinor`; idempotent by key. */
  captureIntent(
    intentId: string,
    input: { amountMinor: number; idempotencyKey: string },
  ): Promise<PaymentIntent>;
  cancelIntent(intentId: string): Promise<PaymentIntent>;
  /** Charges a saved payment source off-session (renewals, dunning retries). */
  chargeSource(input: {
    sourceToken: string;
    amountMinor: number;
    currency: string;
    idempotencyKey: string;
    /**
     * When Burrow first asked for this charge (it may ask again under the same key). A
     * provider that forgets keys (Stripe, after 24 hours) looks for the earlier charge
     * before it charges again.
     */
    firstAskedAt?: Date;
    description: string;
    /** Absent for a payment on nobody's behalf (the port's own tests). */
    payer?: PaymentPayer;
    metadata?: PaymentMetadata;
  }): Promise<ChargeResult>;
  refund(input: {
    chargeId: string;
    amountMinor: number;
    idempotencyKey: string;
  }): Promise<RefundResult>;
}

/** The gateway could not be reached or answered 5xx: the outcome is unknown, retry with the same key. */
export class GatewayUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayUnavailableError';
  }
}
