import type { ReferralBonusResponse } from '@burrow/contract/referrals';
import { addPeriod } from '@burrow/domain/billing-period';
import { showsReferFriends } from '@burrow/domain/menu-visibility';
import { navigationType } from '@burrow/domain/navigation-type';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { loadCurrentUser } from '../identity/identity-service';
import { listSubscriptions } from '../subscriptions/subscription-service';

/** A friend's reward for joining through a referral link: one month on their first term. */
export const REFERRAL_BONUS = { length: 1, unit: 'month' } as const;
const KNOWN_CAMPAIGNS = new Set(['default', 'refer-a-friend']);

async function referrerIdOf(db: Queryable, tenantId: string, code: string) {
  return (
    await queryOne<{ id: string }>(
      db,
      `SELECT id FROM users WHERE tenant_id = $1 AND referral_code = $2`,
      [tenantId, code.toUpperCase()],
    )
  )?.id;
}

/**
 * Whether a referral link is good: a known campaign, and a referrer who may refer (the
 * same rule that shows them the refer-friends page, decision 0012).
 */
export async function referralBonus(
  ctx: AppContext,
  tenantId: string,
  referrerCode: string,
  campaignId: string,
): Promise<ReferralBonusResponse & { referrerUserId: string | null }> {
  const answer = (eligible: boolean, referrerUserId: string | null) => ({
    referrerId: referrerCode,
    referralCampaignId: campaignId,
    eligible,
    bonusPeriod: eligible ? REFERRAL_BONUS : null,
    referrerUserId: eligible ? referrerUserId : null,
  });
  const referrerUserId = KNOWN_CAMPAIGNS.has(campaignId)
    ? await referrerIdOf(ctx.db, tenantId, referrerCode)
    : undefined;
  if (!referrerUserId) return answer(false, null);
  const user = await loadCurrentUser(ctx, tenantId, referrerUserId, false);
  const subscriptions = await listSubscriptions(ctx, tenantId, referrerUserId);
  const now = ctx.clock.now();
  const eligible = showsReferFriends({
    user,
    subscriptions,
    navigationType: navigationType(user, subscriptions, now),
    now,
    policy: ctx.config.navigationPolicy,
  });
  return answer(eligible, referrerUserId);
}

/**
 * Records a referred purchase and rewards the referrer with a free month on their current
 * subscription, in the purchase's transaction. A customer cannot refer themselves.
 */
export async function rewardReferral(
  tx: Queryable,
  input: {
    tenantId: string;
    referrerUserId: string;
    referredUserId: string;
    campaignId: string;
    subscriptionId: string;
  },
  now: Date,
): Promise<void> {
  if (input.referrerUserId === input.referredUserId) return;
  const target = await queryOne<{ id: string; current_period_end: Date }>(
    tx,
    `SELECT id, current_period_end FROM subscriptions
      WHERE tenant_id = $1 AND user_id = $2 AND revoked_at IS NULL AND status IN ('active', 'non_renewing')
      ORDER BY current_period_end DESC LIMIT 1 FOR UPDATE`,
    [input.tenantId, input.referrerUserId],
  );
  if (target) {
    await tx.query(
      `UPDATE subscriptions SET current_period_end = $2, updated_at = $3 WHERE id = $1`,
      [target.id, addPeriod(target.current_period_end, REFERRAL_BONUS), now],
    );
  }
  await tx.query(
    `INSERT INTO referrals (tenant_id, referrer_user_id, referred_user_id, campaign_id, subscription_id, bonus_months,
       rewarded_subscription_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (tenant_id, referred_user_id) DO NOTHING`,
    [
      input.tenantId,
      input.referrerUserId,
      input.referredUserId,
      input.campaignId,
      input.subscriptionId,
      REFERRAL_BONUS.length,
      target?.id ?? null,
      now,
    ],
  );
}
