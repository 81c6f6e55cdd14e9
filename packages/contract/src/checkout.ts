import { z } from 'zod';
import { EmailSchema } from './auth';
import { MoneySchema, PeriodSchema } from './offers';

const PriceIdSchema = z.string().min(1).max(100);
const CountrySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Choose a country.')
  .transform((c) => c.toUpperCase());

/** Where the buyer lives: decides tax, and for the US and Canada needs a region and postal code. */
export const ResidenceSchema = z.object({
  residenceCountry: CountrySchema,
  residenceState: z.string().trim().max(50).optional(),
  residenceZipcode: z.string().trim().max(12).optional(),
});

/** Deeper than any campaign data (utm, affiliate, experiments, special offer) needs. */
export const MAX_ATTRIBUTION_DEPTH = 8;

/** How deep arrays and objects nest in a JSON value, counted without recursion. */
function nestingDepth(root: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (value === null || typeof value !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_ATTRIBUTION_DEPTH) return deepest;
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Where the buyer came from (docs/product.md#attribution-and-marketing-consent: tracking ids, affiliate data, source channel, utm,
 * experiments, special offer): free-form, but nested at most `MAX_ATTRIBUTION_DEPTH` deep,
 * so a hostile body nested thousands of levels deep is a 400 before anything walks it.
 */
export const AttributionSchema = z
  .record(z.string().max(100), z.unknown())
  .refine((value) => nestingDepth(value) <= MAX_ATTRIBUTION_DEPTH, {
    message: `Attribution may nest at most ${MAX_ATTRIBUTION_DEPTH} levels deep.`,
  });

export const PaymentMethodTypeSchema = z.enum(['card', 'paypal', 'apple_pay', 'google_pay']);
export type PaymentMethodType = z.infer<typeof PaymentMethodTypeSchema>;

export const CheckoutFlowSchema = z.enum([
  'one_checkout_order',
  'additional_purchase',
  'edit_subscription',
  'add_addon_to_subscription',
]);

export const EstimateRequestSchema = z.object({
  offerId: z.string().min(1).max(64),
  /** The plan first, then any add-ons; all in one currency. */
  priceIds: z.array(PriceIdSchema).min(1).max(8),
  couponCode: z.string().trim().max(40).optional(),
  customer: ResidenceSchema,
  /** Attribution (docs/product.md#attribution-and-marketing-consent); a referral link's referrerId adds the friend's bonus. */
  xv: AttributionSchema.optional(),
});
export type EstimateRequest = z.input<typeof EstimateRequestSchema>;

export const EstimateLineSchema = z.object({
  priceId: z.string(),
  productId: z.string(),
  itemType: z.enum(['plan', 'addon']),
  description: z.string(),
  amount: MoneySchema,
  period: PeriodSchema,
});

/**
 * Lines, subtotal and discount are at the catalogue's prices. Where the residence's prices
 * include tax (`taxInclusive`: EU, EEA, UK, Switzerland; decision 0108) the total is subtotal −
 * discount and `tax` is the part of it that is tax; elsewhere tax is added: total = subtotal −
 * discount + tax.
 */
export const EstimateResponseSchema = z.object({
  currency: z.string().length(3),
  lines: z.array(EstimateLineSchema),
  subtotal: MoneySchema,
  discount: MoneySchema,
  tax: MoneySchema,
  /** Tax rate in percent, e.g. 19 or 6.25. */
  taxRate: z.number().min(0),
  /** Whether the prices (and so the total) include the tax rather than add it. */
  taxInclusive: z.boolean(),
  total: MoneySchema,
  /** What is charged now: the total, or nothing during a free trial. */
  dueToday: MoneySchema,
  coupon: z
    .object({
      code: z.string(),
      applied: z.boolean(),
      description: z.string().nullable(),
    })
    .nullable(),
  freePeriod: PeriodSchema.nullable(),
  /** Extra time from a friend's referral link, on top of the plan. */
  referralBonus: PeriodSchema.nullable(),
  /** The first renewal: when, and what it will cost (before tax unless `taxInclusive`). */
  renewal: z.object({ date: z.string(), amount: MoneySchema }),
});
export type EstimateResponse = z.infer<typeof EstimateResponseSchema>;

export const PaymentIntentRequestSchema = z.object({
  checkoutAttemptId: z.string().min(8).max(100),
  amount: MoneySchema,
  userSession: z.object({ pageViewId: z.string().max(100) }).optional(),
  paymentMethodType: PaymentMethodTypeSchema,
  flow: CheckoutFlowSchema.default('one_checkout_order'),
  editSubscriptionFlowDetails: z.object({ subscriptionId: z.string().max(200) }).optional(),
  xv: AttributionSchema.optional(),
});
export type PaymentIntentRequest = z.input<typeof PaymentIntentRequestSchema>;

/** The gateway client's material for this intent, as a JSON string (docs/product.md#paying chargebeeBody). */
export const GatewayClientBodySchema = z.object({
  gateway: z.string(),
  intentId: z.string(),
  clientSecret: z.string(),
  hostedUrl: z.string(),
  amount: MoneySchema,
  paymentMethodType: PaymentMethodTypeSchema,
});
export type GatewayClientBody = z.infer<typeof GatewayClientBodySchema>;

export const PaymentIntentResponseSchema = z.object({
  paymentIntentId: z.string(),
  chargebeeBody: z.string(),
});
export type PaymentIntentResponse = z.infer<typeof PaymentIntentResponseSchema>;

export const CheckoutRequestSchema = z.object({
  priceId: PriceIdSchema,
  priceIds: z.array(PriceIdSchema).max(8).optional(),
  paymentIntentId: z.string().min(1).max(100),
  checkoutAttemptId: z.string().min(8).max(100),
  paymentSourceType: PaymentMethodTypeSchema,
  offerId: z.string().min(1).max(64),
  couponCode: z.string().trim().max(40).optional(),
  xv: AttributionSchema.optional(),
  userSession: z.object({ pageViewId: z.string().max(100) }).optional(),
  customer: ResidenceSchema.extend({
    email: EmailSchema,
    emailSubscriptionStatus: z.enum(['subscribed', 'unsubscribed']).optional(),
  }),
  isTaxable: z.boolean().optional(),
  checkoutItems: z.object({ priceIds: z.array(PriceIdSchema).max(8) }).optional(),
});
export type CheckoutRequest = z.input<typeof CheckoutRequestSchema>;

export const CheckoutResponseSchema = z.object({
  redirectUrl: z.string(),
  subscription: z.object({
    id: z.string(),
    subscriptionItems: z.array(
      z.object({ itemPriceId: z.string(), itemType: z.enum(['plan', 'addon', 'charge']) }),
    ),
  }),
  checkoutItemSubscriptions: z.array(z.object({ id: z.string(), itemPriceId: z.string() })),
  message: z.string(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

/** Step one of checkout: is this email new (buy and create an account) or must it sign in? */
export const CustomerStatusRequestSchema = z.object({ email: EmailSchema });
export const CustomerStatusResponseSchema = z.object({
  status: z.enum(['new', 'existing', 'signed_in']),
});
