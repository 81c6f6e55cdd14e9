import { z } from 'zod';
import { MoneySchema } from './offers';
import { SubscriptionSchema } from './subscriptions';

/**
 * `/subscriptions/{krn}/retry_manual_payment` (docs/product.md#the-dashboard-and-its-status-block, decision 0055): a subscription whose
 * automatic renewal failed, what paying now would charge, and how the last attempt ended.
 */
export const PaymentCollectionSchema = z.object({
  subscription: SubscriptionSchema,
  /** `failed`: a renewal is waiting to be paid; `settled`: nothing is owed. */
  status: z.enum(['failed', 'settled']),
  /** The renewal's price with tax, as the retry would charge it; null when nothing is owed. */
  amount_due: MoneySchema.nullable(),
  /** When the dunning schedule tries the saved method again by itself; null when it will not. */
  next_automatic_retry_at: z.string().nullable(),
  /** The end of the grace period: the plan ends then unless the renewal is paid. */
  grace_ends_at: z.string().nullable(),
  last_attempt: z
    .object({
      attempted_at: z.string(),
      /** The gateway's reason (payment_declined, insufficient_funds, expired_card, …). */
      failure_reason: z.string().nullable(),
    })
    .nullable(),
  /**
   * When the last attempt was declined because the card issuer wants the customer to
   * authenticate the payment (SCA, decision 0086): the provider's payment, for its browser
   * library to confirm on-session with the saved method that was charged. Null otherwise.
   */
  authentication: z
    .object({
      provider: z.enum(['stripe']),
      /** The provider payment (Stripe: the PaymentIntent) waiting for authentication. */
      payment_id: z.string(),
      /** Lets the provider's browser library act on that one payment only. */
      client_secret: z.string(),
      /** The saved method the renewal charged (Stripe: `pm_…`), confirmed again on-session. */
      payment_method: z.string(),
    })
    .nullable(),
});
export type PaymentCollection = z.infer<typeof PaymentCollectionSchema>;

/** The `details` of a 402 `payment_failed` from a retry: why the gateway said no. */
export const PaymentFailureDetailsSchema = z.object({ reason: z.string() });

/** `POST …/confirm-authenticated-payment`: the payment the customer just authenticated. */
export const ConfirmAuthenticatedPaymentSchema = z.object({
  payment_id: z.string().min(1).max(255),
});
export type ConfirmAuthenticatedPayment = z.infer<typeof ConfirmAuthenticatedPaymentSchema>;
