import { endpoints } from '@burrow/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { renewalKeys } from './query-keys';

/** The server's default offer: where a renewal finds the plan's current price. */
export const RENEWAL_OFFER_ID = 'default';

export function getRenewalOffer(signal?: AbortSignal) {
  return apiCall(endpoints.getOffer, { params: { offerId: RENEWAL_OFFER_ID }, signal });
}

/** Loaded when the modal opens; like every account-area read it is not retried (spec §7). */
export function useRenewalOffer() {
  return useQuery({
    queryKey: renewalKeys.offer(RENEWAL_OFFER_ID),
    queryFn: ({ signal }) => getRenewalOffer(signal),
    staleTime: 60_000,
  });
}
