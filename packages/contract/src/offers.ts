import { z } from 'zod';

/** Money on the wire (docs/product.md#money Price.amount): minor units as unscaledValue with a scale. */
export const MoneySchema = z.object({
  unscaledValue: z.number().int(),
  scale: z.number().int().min(0).max(4),
  currency: z.string().length(3),
});
export type Money = z.infer<typeof MoneySchema>;

export const PeriodSchema = z.object({
  length: z.number().int().min(0),
  unit: z.enum(['day', 'week', 'month', 'year']),
});
export type Period = z.infer<typeof PeriodSchema>;

export const OfferEntitlementSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['product', 'feature']),
});

export const OfferPriceSchema = z.object({
  id: z.string(),
  productId: z.string(),
  totalPeriod: PeriodSchema,
  basePeriod: PeriodSchema,
  freePeriod: PeriodSchema.nullable(),
  amount: MoneySchema,
  /** What each following period costs. */
  nextPrice: MoneySchema,
  amountPerMonth: MoneySchema,
  amountPerDay: MoneySchema,
  /** The same length at the one-month list price. */
  amountWithoutDiscount: MoneySchema,
  discountAmount: MoneySchema,
  discountPercentage: z.number().int().min(0).max(100),
  recommended: z.boolean(),
  externalRef: z.string(),
});
export type OfferPrice = z.infer<typeof OfferPriceSchema>;

export const OfferProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
  tier: z.enum(['TIER_BASIC', 'TIER_VIP', 'TIER_PREMIUM']).nullable(),
  kind: z.enum(['vpn', 'addon', 'perk']),
  entitlements: z.array(OfferEntitlementSchema),
  /**
   * How many devices a VPN plan connects at once (the catalogue's `products.max_devices`,
   * which activation enforces); null for add-ons and perks.
   */
  maxDevices: z.number().int().positive().nullable(),
  /**
   * The countries (upper-case ISO 3166-1 alpha-2) whose residents may buy it; null: everywhere.
   * Checkout refuses the product to anyone else (`addon_not_sold_in_country`).
   */
  soldInCountries: z.array(z.string().length(2)).nullable(),
  moneyBackGuaranteeDays: z.number().int(),
  billingType: z.literal('recurring'),
  recommended: z.boolean(),
  prices: z.array(OfferPriceSchema),
});
export type OfferProduct = z.infer<typeof OfferProductSchema>;

export const OfferResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['standard', 'free_trial', 'win_back']),
  newCustomersOnly: z.boolean(),
  products: z.array(OfferProductSchema),
});
export type OfferResponse = z.infer<typeof OfferResponseSchema>;

export const OfferParamsSchema = z.object({ offerId: z.string().min(1).max(64) });

/**
 * `locale`: the site locale (`de`, `jp`, `zh-cn`, …) whose product texts to answer with; the
 * visitor's `locale` cookie when absent, English when unknown. `country`: the buyer's residence,
 * when known; products not sold there are left out.
 */
export const OfferQuerySchema = z.object({
  locale: z.string().trim().max(16).optional(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Choose a country.')
    .transform((c) => c.toUpperCase())
    .optional(),
});
export type OfferQuery = z.input<typeof OfferQuerySchema>;

/**
 * A subscription's offer (`GET /api/v2/subscriptions/{id}/offer`) is asked in a language
 * only: the server knows where the customer lives and leaves out what is not sold there.
 */
export const SubscriptionOfferQuerySchema = OfferQuerySchema.pick({ locale: true });
