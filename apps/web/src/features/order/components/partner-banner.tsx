import { useState } from 'react';
import { useIntl } from 'react-intl';
import { readAttribution } from '../../../lib/attribution';
import { useReferralBonus, type Referral } from '../api/get-referral-bonus';
import { partnerDisplayName } from './partner-names';

/** The referral the visitor arrived with (docs/product.md#attribution-and-marketing-consent: `referrerId`, `referralCampaignId`). */
function referralOf(attribution: Record<string, string>): Referral | null {
  const { referrerId, referralCampaignId } = attribution;
  return referrerId ? { referrerId, referralCampaignId } : null;
}

/**
 * docs/product.md#the-order-page business partner banners, at the top of the plan page: a partner's members see
 * their partner's offer, and a friend's good referral link shows the bonus it gives. Both
 * come from the attribution captured on landing. A referral that cannot be checked shows
 * nothing: the bonus is still applied, or not, by the server at checkout.
 */
export function PartnerBanner() {
  const intl = useIntl();
  // Read once: the cookie is written on landing, before this page renders.
  const [attribution] = useState(readAttribution);
  const [referral] = useState(() => referralOf(attribution));
  const bonus = useReferralBonus(referral);
  const partnerId = attribution.partner_id;
  const partnerName = partnerId ? partnerDisplayName(partnerId) : null;
  const bonusPeriod = bonus.data?.eligible ? bonus.data.bonusPeriod : null;

  if (!partnerId && !referral) return null;
  return (
    <div className="flex flex-col gap-3">
      {partnerId && (
        <div className="flex flex-col gap-1 rounded-2xl border border-indigo-200 bg-indigo-50 p-5">
          <p className="font-semibold text-indigo-950">
            {partnerName
              ? intl.formatMessage({ id: 'partner.banner.known' }, { partner: partnerName })
              : intl.formatMessage({ id: 'partner.banner.generic' })}
          </p>
          <p className="text-sm text-indigo-950">
            {intl.formatMessage({ id: 'partner.banner.body' })}
          </p>
        </div>
      )}
      {referral && (
        // The bonus arrives after the page has drawn: a status region, present from the
        // start, announces it politely when it fills.
        <div role="status">
          {bonusPeriod && (
            <div className="flex flex-col gap-1 rounded-2xl border border-emerald-200 bg-emerald-50 p-5">
              <p className="font-semibold text-emerald-950">
                {intl.formatMessage(
                  { id: 'partner.referral.title' },
                  { length: bonusPeriod.length, unit: bonusPeriod.unit },
                )}
              </p>
              <p className="text-sm text-emerald-950">
                {intl.formatMessage({ id: 'partner.referral.body' })}
              </p>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
