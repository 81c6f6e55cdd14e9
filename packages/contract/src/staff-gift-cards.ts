import { z } from 'zod';

/**
 * Gift cards issued from the operator console (decision 0124): batches of codes for a
 * partner or a promotion, their CSV, and one card for one customer. The codes are the gift
 * cards customers redeem at `/redeem`.
 */

export const GIFT_CARD_BATCH_MAX_QUANTITY = 1000;
export const STAFF_GIFT_CARD_REASON_MAX_LENGTH = 500;

const ReasonSchema = z
  .string()
  .trim()
  .min(3, 'Say why, in a few words.')
  .max(STAFF_GIFT_CARD_REASON_MAX_LENGTH, 'Keep the reason shorter.');

export const StaffGiftCardBatchCreateRequestSchema = z.object({
  /** The plan price the cards are worth (`vpn-premium-12m-usd`). */
  plan: z.string().trim().min(1, 'Choose a plan.'),
  quantity: z
    .number({ message: `Enter a number of cards from 1 to ${GIFT_CARD_BATCH_MAX_QUANTITY}.` })
    .int(`Enter a number of cards from 1 to ${GIFT_CARD_BATCH_MAX_QUANTITY}.`)
    .min(1, `Enter a number of cards from 1 to ${GIFT_CARD_BATCH_MAX_QUANTITY}.`)
    .max(
      GIFT_CARD_BATCH_MAX_QUANTITY,
      `Enter a number of cards from 1 to ${GIFT_CARD_BATCH_MAX_QUANTITY}.`,
    ),
  storefront: z.string().trim().min(1, 'Choose a storefront.'),
  expires_at: z.iso.datetime({ offset: true, message: 'Enter a date and time.' }).nullish(),
  reason: ReasonSchema,
  idempotency_key: z.string().trim().min(8).max(200),
});
export type StaffGiftCardBatchCreateRequest = z.input<typeof StaffGiftCardBatchCreateRequestSchema>;

export const StaffGiftCardBatchSchema = z.object({
  id: z.string(),
  tenant_id: z.string(),
  price_id: z.string(),
  plan_name: z.string(),
  months: z.number().int(),
  quantity: z.number().int(),
  redeemed: z.number().int(),
  expires_at: z.string().nullable(),
  reason: z.string(),
  created_by: z.string(),
  created_at: z.string(),
});
export type StaffGiftCardBatch = z.infer<typeof StaffGiftCardBatchSchema>;

export const StaffGiftCardBatchListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});

/** What the batch form offers: each storefront and its plan prices a card may be worth. */
export const StaffGiftCardStorefrontSchema = z.object({
  id: z.string(),
  name: z.string(),
  plans: z.array(
    z.object({
      price_id: z.string(),
      name: z.string(),
      months: z.number().int(),
      currency: z.string(),
    }),
  ),
});

export const StaffGiftCardBatchListResponseSchema = z.object({
  batches: z.array(StaffGiftCardBatchSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
  storefronts: z.array(StaffGiftCardStorefrontSchema),
});
export type StaffGiftCardBatchListResponse = z.infer<typeof StaffGiftCardBatchListResponseSchema>;

export const StaffGiftCardBatchParamsSchema = z.object({ batchId: z.uuid() });

/** The CSV download answers a file; this documents nothing on the wire. */
export const StaffGiftCardCodesCsvSchema = z.string();

export const StaffCustomerGiftCardRequestSchema = z.object({
  plan: z.string().trim().min(1, 'Choose a plan.'),
  reason: ReasonSchema,
  idempotency_key: z.string().trim().min(8).max(200),
});
export type StaffCustomerGiftCardRequest = z.input<typeof StaffCustomerGiftCardRequestSchema>;

export const StaffCustomerGiftCardResponseSchema = z.object({
  batch_id: z.string(),
  customer_id: z.string(),
  code: z.string(),
  price_id: z.string(),
  plan_name: z.string(),
  months: z.number().int(),
  expires_at: z.string().nullable(),
  /** Whether an email with the code went to the customer. */
  emailed: z.boolean(),
});
export type StaffCustomerGiftCardResponse = z.infer<typeof StaffCustomerGiftCardResponseSchema>;
