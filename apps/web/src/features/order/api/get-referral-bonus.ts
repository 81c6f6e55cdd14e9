import { referralBonus } from '@burrow/contract/endpoints/referral-bonus';
import { ReferralBonusQuerySchema } from '@burrow/contract/referrals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { orderKeys } from './query-keys';

export interface Referral {
  referrerId: string;
  referralCampaignId?: string | undefined;
}

/** Whether a friend's referral link is good, and what it gives. Public: a 401 is an error. */
export function getReferralBonus(referral: Referral, signal?: AbortSignal) {
  const query = new URLSearchParams({ referrerId: referral.referrerId });
  if (referral.referralCampaignId) query.set('referralCampaignId', referral.referralCampaignId);
  // The contract's client fills path parameters only; this endpoint takes its input as
  // query parameters (ReferralBonusQuerySchema), so they are appended to the path here.
  const endpoint = {
    ...referralBonus,
    path: `${referralBonus.path}?${query.toString()}`,
  };
  return apiCall(endpoint, { signal }, { onUnauthenticated: 'throw' });
}

/**
 * The bonus of the visitor's referral link, if they came with one the server would accept
 * at all; an id the query schema refuses (too long, blank) is not asked about.
 */
export function useReferralBonus(referral: Referral | null) {
  const valid = referral !== null && ReferralBonusQuerySchema.safeParse(referral).success;
  return useQuery({
    ...queryOptions({
      queryKey: [...orderKeys.all, 'referral-bonus', referral] as const,
      queryFn: ({ signal }) => getReferralBonus(referral ?? { referrerId: '' }, signal),
      // A referral link does not change while the visitor looks at plans.
      staleTime: 5 * 60_000,
    }),
    enabled: valid,
  });
}
