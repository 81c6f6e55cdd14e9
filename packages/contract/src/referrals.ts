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

/** One friend who bought through the customer's link (decision 0055). */
export const ReferredFriendSchema = z.object({
  /** `j•••@example.com`; null once the friend deleted their account. */
  masked_email: z.string().nullable(),
  joined_at: z.string(),
  plan_name: z.string().nullable(),
  status: z.enum(['active', 'in_trial', 'ended']),
  /** The free month went onto the referrer's plan, or they had none to add it to then. */
  reward: z.enum(['added', 'no_plan_to_extend']),
});
export type ReferredFriend = z.infer<typeof ReferredFriendSchema>;

/** `GET /api/v2/referrals/`: the signed-in customer's side of refer-a-friend. */
export const ReferralProgramSchema = z.object({
  referral_code: z.string(),
  referral_campaign_id: z.string(),
  /** Where the personal link points, relative to the site: `/order?referrerId=…`. */
  link_path: z.string(),
  /** What the referrer gets for each friend who buys. */
  reward_period: PeriodSchema,
  friends: z.array(ReferredFriendSchema),
  bonus_months_earned: z.number().int(),
});
export type ReferralProgram = z.infer<typeof ReferralProgramSchema>;
