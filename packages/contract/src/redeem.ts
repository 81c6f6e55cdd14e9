import { z } from 'zod';
import { SubscriptionSchema } from './subscriptions';

/**
 * `/redeem` for a signed-in customer (docs/product.md#gift-cards-and-redeem-codes Redeem Code, decision 0054): a gift card adds
 * its months to the customer's plan or starts one; a discount coupon is recognised and
 * explained (it applies at checkout), and changes nothing.
 */
export const RedeemRequestSchema = z.object({
  code: z.string().trim().min(1, 'Enter your code.').max(40, 'This code is too long.'),
});
export type RedeemRequest = z.input<typeof RedeemRequestSchema>;

export const RedeemResponseSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('gift_card'),
    /** Added to a running plan of the card's tier, or a new subscription. */
    outcome: z.enum(['extended', 'created']),
    product_name: z.string(),
    months: z.number().int(),
    subscription: SubscriptionSchema,
  }),
  z.object({
    kind: z.literal('coupon'),
    code: z.string(),
    description: z.string(),
    percent_off: z.number().int().nullable(),
    /** `upgrade`: only when moving to a longer plan (docs/product.md#offers-coupons-and-who-may-buy-what), so it is used from My Subscription. */
    applies_to: z.enum(['any', 'upgrade']),
  }),
]);
export type RedeemResponse = z.infer<typeof RedeemResponseSchema>;
