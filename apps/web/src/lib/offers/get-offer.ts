import { endpoints } from '@burrow/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../api-client';
import { retryOrderRead } from './order-read-retry';

/** One cache entry per offer, shared by the plan page and checkout. */
export const offerKeys = { offer: (offerId: string) => ['offers', offerId] as const };

/** An offer's products and prices (plan page, checkout); public, so a 401 is just an error. */
export function getOffer(offerId: string, signal?: AbortSignal) {
  return apiCall(
    endpoints.getOffer,
    { params: { offerId }, signal },
    { onUnauthenticated: 'throw' },
  );
}

export function offerQueryOptions(offerId: string) {
  return queryOptions({
    queryKey: offerKeys.offer(offerId),
    queryFn: ({ signal }) => getOffer(offerId, signal),
    retry: retryOrderRead,
    // Prices change rarely; the server lets caches keep an offer for a minute too.
    staleTime: 60_000,
  });
}

export function useOffer(offerId: string) {
  return useQuery(offerQueryOptions(offerId));
}
