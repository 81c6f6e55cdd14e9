import { endpoints } from '@burrow/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { retryOrderRead } from './order-read-retry';
import { checkoutKeys } from './query-keys';

/** The offer whose plan is being bought; public, so a 401 is just an error here. */
export function getOffer(offerId: string, signal?: AbortSignal) {
  return apiCall(
    endpoints.getOffer,
    { params: { offerId }, signal },
    { onUnauthenticated: 'throw' },
  );
}

export function offerQueryOptions(offerId: string) {
  return queryOptions({
    queryKey: checkoutKeys.offer(offerId),
    queryFn: ({ signal }) => getOffer(offerId, signal),
    retry: retryOrderRead,
    staleTime: 60_000,
  });
}

export function useOffer(offerId: string) {
  return useQuery(offerQueryOptions(offerId));
}
