import { retentionOffer } from '@burrow/contract/endpoints/retention-offer';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const retentionOfferKey = (subscriptionId: string) =>
  ['retention-offer', subscriptionId] as const;

export function getRetentionOffer(subscriptionId: string, signal?: AbortSignal) {
  return apiCall(retentionOffer, { params: { id: subscriptionId }, signal });
}

/**
 * The retention offer (decision 0109), read once the reason is recorded (`enabled`): the
 * server decides it on that reason. Always read afresh, never an earlier answer.
 */
export function useRetentionOffer(subscriptionId: string, enabled: boolean) {
  return useQuery({
    queryKey: retentionOfferKey(subscriptionId),
    queryFn: ({ signal }) => getRetentionOffer(subscriptionId, signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
