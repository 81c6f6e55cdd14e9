import { z } from 'zod';
import { PeriodSchema } from './offers';

export const ReferralBonusQuerySchema = z.object({
  referrerId: z.string().trim().min(1).max(40),
  referralCampaignId: z.string().trim().min(1).max(64).default('default'),
});

export const ReferralBonusResponseSchema = z.object({
  referrerId: z.string(),
  referralCampaignId: z.string(),
  eligible: z.boolean(),
  /** What the friend gets on their first term; null when the link is not valid. */
  bonusPeriod: PeriodSchema.nullable(),
});
export type ReferralBonusResponse = z.infer<typeof ReferralBonusResponseSchema>;
