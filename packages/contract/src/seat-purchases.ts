import { MAX_SEATS_PER_PURCHASE } from '@burrow/domain/seat-quote';
import { z } from 'zod';
import { MoneySchema } from './offers';
import { SubscriptionSchema } from './subscriptions';

/** More seats for a legacy business subscription (the License Manager's "buy seats"). */
export const SeatQuoteRequestSchema = z.object({
  subscription_id: z.string().min(1).max(200),
  seats: z
    .number()
    .int('Enter a whole number of seats.')
    .min(1, 'Buy at least one seat.')
    .max(MAX_SEATS_PER_PURCHASE, `Buy at most ${MAX_SEATS_PER_PURCHASE} seats at a time.`),
});
export type SeatQuoteRequest = z.input<typeof SeatQuoteRequestSchema>;

export const SeatQuoteSchema = z.object({
  subscription_id: z.string(),
  seats: z.number().int(),
  /** One seat for a whole billing cycle. */
  unit_price: MoneySchema,
  /** One seat until the renewal date every seat shares. */
  prorated_unit_price: MoneySchema,
  days_remaining: z.number().int(),
  period_days: z.number().int(),
  renews_on: z.string(),
  subtotal: MoneySchema,
  tax: MoneySchema,
  /** The subtotal includes the tax (decision 0108): total = subtotal; else total = subtotal + tax. */
  tax_inclusive: z.boolean(),
  total: MoneySchema,
});
export type SeatQuote = z.infer<typeof SeatQuoteSchema>;

/**
 * Buying what the quote said. `purchase_id` is the idempotency key: the same id and body
 * answer the first result without charging again; the same id with another body is refused.
 * `expected_total` is the quote the buyer saw: a different price now is refused, never charged.
 */
export const SeatPurchaseRequestSchema = SeatQuoteRequestSchema.extend({
  purchase_id: z.uuid(),
  expected_total: MoneySchema,
});
export type SeatPurchaseRequest = z.input<typeof SeatPurchaseRequestSchema>;

export const SeatPurchaseResponseSchema = z.object({
  purchase_id: z.string(),
  seats: z.number().int(),
  total: MoneySchema,
  invoice: z.object({ id: z.string(), number: z.string() }),
  subscription: SubscriptionSchema,
});
export type SeatPurchaseResponse = z.infer<typeof SeatPurchaseResponseSchema>;
