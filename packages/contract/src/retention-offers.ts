import { RETENTION_OFFER_REFUSALS } from '@burrow/domain/retention-offer';
import { z } from 'zod';
import { MoneySchema } from './offers';

/** A renewal's charge: its total and the tax in it. */
export const RenewalAmountSchema = z.object({ total: MoneySchema, tax: MoneySchema });

/**
 * The retention offer of a subscription whose customer is turning renewal off (decision
 * 0109): a percentage off the next renewal only. `available` may be accepted; `accepted`
 * waits for that renewal, which it discounts once; `not_available` says why in `reason`.
 */
export const RetentionOfferSchema = z.object({
  subscription_id: z.string(),
  status: z.enum(['available', 'accepted', 'not_available']),
  reason: z.enum(RETENTION_OFFER_REFUSALS).nullable(),
  percent_off: z.number().int().nullable(),
  /** The date of the renewal it applies to. */
  renewal_date: z.string().nullable(),
  /** What that renewal costs without the offer, and with it; tax included. */
  full_price: RenewalAmountSchema.nullable(),
  offer_price: RenewalAmountSchema.nullable(),
  accepted_at: z.string().nullable(),
});
export type RetentionOffer = z.infer<typeof RetentionOfferSchema>;
