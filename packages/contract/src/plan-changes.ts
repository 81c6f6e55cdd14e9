import { z } from 'zod';
import { MoneySchema } from './offers';

/**
 * The v2 checkout: changes to a live subscription (docs/product.md#paying flows "edit subscription" and "add
 * addon to subscription"). Every change is estimated first; confirming names the quote it
 * was shown, and a quote that no longer holds is refused, never silently re-priced.
 */
export const SubscriptionChangeSchema = z.discriminatedUnion('type', [
  /** Move to another plan (tier or billing cycle) now, with credit for unused time. */
  z.object({ type: z.literal('change_plan'), priceId: z.string().min(1).max(100) }),
  /** Add an add-on for the rest of the period; it then renews with the subscription. */
  z.object({ type: z.literal('add_addon'), priceId: z.string().min(1).max(100) }),
  /** Stop an add-on: it stays until the period ends and is not renewed. */
  z.object({ type: z.literal('remove_addon'), productId: z.string().min(1).max(100) }),
]);
export type SubscriptionChange = z.infer<typeof SubscriptionChangeSchema>;

const SubscriptionIdSchema = z.string().min(1, 'Choose the subscription to change.').max(200);
const CouponCodeSchema = z.string().trim().max(40).optional();

export const PlanChangeEstimateRequestSchema = z.object({
  subscriptionId: SubscriptionIdSchema,
  change: SubscriptionChangeSchema,
  couponCode: CouponCodeSchema,
});
export type PlanChangeEstimateRequest = z.input<typeof PlanChangeEstimateRequestSchema>;

export const PlanChangeLineSchema = z.object({
  itemType: z.enum(['plan', 'addon', 'credit']),
  priceId: z.string().nullable(),
  description: z.string(),
  /** Negative for the credit line. */
  amount: MoneySchema,
});

export const PlanChangeEstimateSchema = z.object({
  /** Names exactly these figures; confirming with it is refused once they no longer hold. */
  quoteId: z.string(),
  subscriptionId: z.string(),
  change: SubscriptionChangeSchema,
  /** `now`: applied and charged at once; `at_period_end`: nothing charged, takes effect at renewal. */
  timing: z.enum(['now', 'at_period_end']),
  currency: z.string().length(3),
  lines: z.array(PlanChangeLineSchema),
  subtotal: MoneySchema,
  discount: MoneySchema,
  credit: MoneySchema,
  tax: MoneySchema,
  taxRate: z.number().min(0),
  /** Prices include the tax (decision 0108): the total is what is left, `tax` part of it. */
  taxInclusive: z.boolean(),
  /** Charged now on confirmation. */
  total: MoneySchema,
  coupon: z.object({ code: z.string(), applied: z.boolean() }).nullable(),
  /** Days of the new plan bought with credit left over after a downgrade. */
  extraDays: z.number().int().min(0),
  /**
   * The subscription's end after the change, and what the next renewal will cost (before tax
   * unless `taxInclusive`).
   */
  periodEnd: z.string(),
  nextRenewal: z.object({ date: z.string(), amount: MoneySchema }),
});
export type PlanChangeEstimate = z.infer<typeof PlanChangeEstimateSchema>;

export const BulkPlanChangeEstimateRequestSchema = z.object({
  subscriptionId: SubscriptionIdSchema,
  changes: z.array(SubscriptionChangeSchema).min(1).max(12),
  couponCode: CouponCodeSchema,
});

/** One estimate per change asked for, in order; a change that cannot be made says why. */
export const BulkPlanChangeEstimateResponseSchema = z.object({
  estimates: z.array(
    z.object({
      change: SubscriptionChangeSchema,
      estimate: PlanChangeEstimateSchema.nullable(),
      error: z.object({ code: z.string(), message: z.string() }).nullable(),
    }),
  ),
});

const AttemptIdSchema = z.string().min(8).max(100);

export const PlanChangeCheckoutRequestSchema = z.object({
  /** Chosen by the client once per confirmation; repeating it never charges twice. */
  attemptId: AttemptIdSchema,
  subscriptionId: SubscriptionIdSchema,
  change: SubscriptionChangeSchema,
  couponCode: CouponCodeSchema,
  quoteId: z.string().min(1).max(200),
});
export type PlanChangeCheckoutRequest = z.input<typeof PlanChangeCheckoutRequestSchema>;

/** Pays an attempt that needs payment with an intent the customer authorised in the gateway's UI. */
export const PlanChangePaymentRequestSchema = z.object({
  attemptId: AttemptIdSchema,
  paymentIntentId: z.string().min(1).max(200),
});

export const PlanChangeAttemptQuerySchema = z.object({ attempt: AttemptIdSchema });

export const PlanChangeAttemptStatusSchema = z.enum([
  /** Applied (and paid, when anything was due). */
  'succeeded',
  /** No saved payment method could pay it: pay through the gateway dialog, then PUT. */
  'requires_payment',
  /** The gateway needs the customer (3-D Secure, PayPal): follow redirectUrl; it returns to confirm. */
  'requires_action',
  /** The saved method was declined: pay with another method through PUT. */
  'payment_failed',
]);

export const PlanChangeAttemptSchema = z.object({
  attemptId: z.string(),
  status: PlanChangeAttemptStatusSchema,
  estimate: PlanChangeEstimateSchema,
  /** The payment failure, in the terms of the checkout's failure reasons. */
  failureReason: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
});
export type PlanChangeAttempt = z.infer<typeof PlanChangeAttemptSchema>;
