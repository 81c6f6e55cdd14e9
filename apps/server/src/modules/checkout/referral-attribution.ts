import type { AppContext } from '../../app-context';
import { referralBonus } from '../growth/referral-service';

/**
 * The referral a new buyer arrived with (docs/product.md#attribution-and-marketing-consent: `referrerId` and `referralCampaignId`), if
 * the link is good. Signed-in customers are not new, so they get no friend's bonus.
 */
export async function referralFromAttribution(
  ctx: AppContext,
  tenantId: string,
  xv: Record<string, unknown> | undefined,
  signedIn: boolean,
) {
  const code = xv?.referrerId;
  if (signedIn || typeof code !== 'string' || code.length === 0 || code.length > 40) return null;
  const campaign = typeof xv?.referralCampaignId === 'string' ? xv.referralCampaignId : 'default';
  const bonus = await referralBonus(ctx, tenantId, code, campaign);
  if (!bonus.eligible || !bonus.bonusPeriod || !bonus.referrerUserId) return null;
  return { bonus: bonus.bonusPeriod, referrerUserId: bonus.referrerUserId, campaignId: campaign };
}
