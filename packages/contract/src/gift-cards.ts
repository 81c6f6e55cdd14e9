import { z } from 'zod';
import { EmailSchema } from './auth';

/** Gift-card codes are typed by people: spaces and dashes are ignored, case too. */
export const GiftCardCodeSchema = z
  .string()
  .trim()
  .min(1, 'Enter your gift card code.')
  .max(40, 'This code is too long.')
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase());

export const GiftCardCheckRequestSchema = z.object({ code: GiftCardCodeSchema });

export const GiftCardCheckResponseSchema = z.object({
  code: z.string(),
  productId: z.string(),
  productName: z.string(),
  months: z.number().int(),
});
export type GiftCardCheckResponse = z.infer<typeof GiftCardCheckResponseSchema>;

/** Signed in, the card is redeemed to the account; signed out, `email` creates a new one. */
export const GiftCardRedeemRequestSchema = z.object({
  code: GiftCardCodeSchema,
  email: EmailSchema.optional(),
});

export const GiftCardRedeemResponseSchema = z.object({
  redirectUrl: z.string(),
  subscriptionId: z.string(),
});
export type GiftCardRedeemResponse = z.infer<typeof GiftCardRedeemResponseSchema>;
