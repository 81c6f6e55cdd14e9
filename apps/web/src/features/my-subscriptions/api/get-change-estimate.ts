import { planChangeEstimate } from '@burrow/contract/endpoints/plan-change-estimate';
import type { SubscriptionChange } from '@burrow/contract/plan-changes';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { mySubscriptionKeys } from './query-keys';

/** `PUT /api/v2/checkout/estimate`: the quote a confirmation names, priced now. */
export function getChangeEstimate(
  subscriptionId: string,
  change: SubscriptionChange,
  couponCode: string | null,
  signal?: AbortSignal,
) {
  return apiCall(planChangeEstimate, {
    body: { subscriptionId, change, ...(couponCode ? { couponCode } : {}) },
    signal,
  });
}

/**
 * Asked afresh each time the preview opens (no stale time): the customer confirms exactly
 * the figures they were shown, and yesterday's quote would be refused.
 */
export function useChangeEstimate(
  subscriptionId: string,
  change: SubscriptionChange,
  couponCode: string | null,
) {
  return useQuery({
    queryKey: mySubscriptionKeys.estimate(subscriptionId, change, couponCode),
    queryFn: ({ signal }) => getChangeEstimate(subscriptionId, change, couponCode, signal),
    staleTime: 0,
    gcTime: 0,
    // The shown quote must not change under the customer's eyes while they read it.
    refetchOnWindowFocus: false,
  });
}
