import { z } from 'zod';
import { PaymentMethodTypeSchema } from './checkout';

/**
 * A customer's saved payment methods (`/api/v2/payment-methods/`, decision 0040): what the
 * gateway told us about each one — never a card number or CVC.
 */
export const SavedPaymentMethodSchema = z.object({
  id: z.string(),
  krn: z.string(),
  method_type: PaymentMethodTypeSchema,
  /** Card network (visa, mastercard, amex, discover) for cards and wallets; null for PayPal. */
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  exp_month: z.number().int().nullable(),
  exp_year: z.number().int().nullable(),
  /** The PayPal account's email. */
  payer_email: z.string().nullable(),
  is_default: z.boolean(),
  /** Past its expiry month by the server's clock: renewals on it would be declined. */
  expired: z.boolean(),
  created_at: z.string(),
  /** The live subscriptions that renew on this method. */
  subscriptions: z.array(
    z.object({ subscription_id: z.string(), krn: z.string(), plan_name: z.string() }),
  ),
  /** False when it is the last method and an autobilled subscription renews on it. */
  removable: z.boolean(),
});
export type SavedPaymentMethod = z.infer<typeof SavedPaymentMethodSchema>;

export const PaymentMethodListResponseSchema = z.object({
  payment_methods: z.array(SavedPaymentMethodSchema),
  /**
   * The currency to open a card check in (`POST /api/v1/payment-intent` with a zero
   * amount): the customer's billing currency, so the temporary hold is in their money.
   */
  card_check_currency: z.string().length(3),
});
export type PaymentMethodListResponse = z.infer<typeof PaymentMethodListResponseSchema>;

export const AddPaymentMethodRequestSchema = z.object({
  /** A card check the customer authorised in the gateway's UI (a zero-amount intent). */
  paymentIntentId: z.string().min(1).max(100),
  /**
   * Make it the default, which every subscription billed by Burrow then renews on. The
   * first method is always the default.
   */
  makeDefault: z.boolean().default(true),
});
export type AddPaymentMethodRequest = z.input<typeof AddPaymentMethodRequestSchema>;

export const PaymentMethodIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

/**
 * A renewal that had failed (dunning) and was retried at once because the method it
 * charges was replaced: `paid` (a new period and invoice), `failed` (still in its grace
 * period, retried on the dunning schedule) or `expired` (that was its last chance).
 */
export const RenewalRetrySchema = z.object({
  subscription_id: z.string(),
  krn: z.string(),
  plan_name: z.string(),
  outcome: z.enum(['paid', 'failed', 'expired']),
});
export type RenewalRetry = z.infer<typeof RenewalRetrySchema>;

/** The answer to a change of the wallet: the wallet as it is now and any retried renewals. */
export const PaymentMethodChangeResponseSchema = z.object({
  /** The method added or made default; null after a removal. */
  payment_method: SavedPaymentMethodSchema.nullable(),
  payment_methods: z.array(SavedPaymentMethodSchema),
  renewal_retries: z.array(RenewalRetrySchema),
});
export type PaymentMethodChangeResponse = z.infer<typeof PaymentMethodChangeResponseSchema>;
