import { endpoints } from '@burrow/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { retryOrderQuery } from './order-query-retry';
import { orderKeys } from './query-keys';

/** An offer's products and prices; public, so a 401 is just an error here. */
export function getOffer(offerId: string, signal?: AbortSignal) {
  return apiCall(
    endpoints.getOffer,
    { params: { offerId }, signal },
    { onUnauthenticated: 'throw' },
  );
}

export function offerQueryOptions(offerId: string) {
  return queryOptions({
    queryKey: orderKeys.offer(offerId),
    queryFn: ({ signal }) => getOffer(offerId, signal),
    retry: retryOrderQuery,
    // Prices change rarely; the server lets caches keep an offer for a minute too.
    staleTime: 60_000,
  });
}

export function useOffer(offerId: string) {
  return useQuery(offerQueryOptions(offerId));
}
