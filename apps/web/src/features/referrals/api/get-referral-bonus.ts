import { referralBonus } from '@burrow/contract/endpoints/referral-bonus';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { referralKeys } from './query-keys';

/**
 * What the customer's own link gives a friend, asked exactly as the plans page asks when a
 * friend lands with it (`GET /api/v1/referral-bonus`), so the page promises what friends see.
 */
export function getReferralBonus(code: string, campaignId: string, signal?: AbortSignal) {
  return apiCall(referralBonus, {
    signal,
    query: { referrerId: code, referralCampaignId: campaignId },
  });
}

export function useReferralBonus(code: string | undefined, campaignId: string | undefined) {
  return useQuery({
    ...queryOptions({
      queryKey: referralKeys.bonus(code ?? ''),
      queryFn: ({ signal }) => getReferralBonus(code ?? '', campaignId ?? 'default', signal),
    }),
    enabled: code !== undefined,
  });
}
