import type { ReferralProgram } from '@burrow/contract/referrals';
import { maskEmail, referredFriendStatus } from '@burrow/domain/referral-friends';
import type { SubscriptionItemStatus } from '@burrow/domain/subscription-lifecycle';
import type { AppContext } from '../../app-context';
import { queryOne } from '../../db/database';
import { unauthenticated } from '../../platform/errors';
import { REFERRAL_BONUS } from './referral-service';

/** The campaign every personal link belongs to. */
export const DEFAULT_REFERRAL_CAMPAIGN = 'default';

/**
 * The signed-in customer's referral link and the friends who bought through it, newest
 * first, with the free months added to the customer's plan. Whether the link currently
 * gives a bonus is the public referral-bonus call's answer, not repeated here.
 */
export async function referralProgram(
  ctx: AppContext,
  tenantId: string,
  userId: string,
): Promise<ReferralProgram> {
  const user = await queryOne<{ referral_code: string }>(
    ctx.db,
    `SELECT referral_code FROM users WHERE tenant_id = $1 AND id = $2`,
    [tenantId, userId],
  );
  if (!user) throw unauthenticated();
  const rows = await ctx.db.query<{
    email: string;
    deleted: boolean;
    created_at: Date;
    plan_name: string | null;
    status: SubscriptionItemStatus | null;
    revoked: boolean | null;
    bonus_months: number;
    rewarded: boolean;
  }>(
    `SELECT u.email, u.deleted_at IS NOT NULL AS deleted, r.created_at, pr.name AS plan_name,
            s.status, s.revoked_at IS NOT NULL AS revoked, r.bonus_months,
            r.rewarded_subscription_id IS NOT NULL AS rewarded
       FROM referrals r
       JOIN users u ON u.id = r.referred_user_id
       LEFT JOIN subscriptions s ON s.id = r.subscription_id
       LEFT JOIN prices p ON p.tenant_id = s.tenant_id AND p.id = s.price_id
       LEFT JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
      WHERE r.tenant_id = $1 AND r.referrer_user_id = $2
      ORDER BY r.created_at DESC, r.id`,
    [tenantId, userId],
  );
  const query = new URLSearchParams({
    referrerId: user.referral_code,
    referralCampaignId: DEFAULT_REFERRAL_CAMPAIGN,
  });
  return {
    referral_code: user.referral_code,
    referral_campaign_id: DEFAULT_REFERRAL_CAMPAIGN,
    link_path: `/order?${query.toString()}`,
    reward_period: REFERRAL_BONUS,
    friends: rows.map((row) => ({
      masked_email: row.deleted ? null : maskEmail(row.email),
      joined_at: row.created_at.toISOString(),
      plan_name: row.plan_name,
      status: referredFriendStatus(
        row.status === null ? null : { status: row.status, revoked: row.revoked === true },
      ),
      reward: row.rewarded ? 'added' : 'no_plan_to_extend',
    })),
    bonus_months_earned: rows
      .filter((row) => row.rewarded)
      .reduce((sum, row) => sum + Number(row.bonus_months), 0),
  };
}
