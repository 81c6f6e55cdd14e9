import { endpoints } from '@burrow/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { subscriptionListKey } from '../../../lib/account/subscription-list';

/** One subscription by krn, kept beside the list so a change to the list refreshes it too. */
export function subscriptionQueryOptions(krn: string) {
  return queryOptions({
    queryKey: [subscriptionListKey[0], 'detail', krn] as const,
    queryFn: ({ signal }) => apiCall(endpoints.getSubscription, { params: { id: krn }, signal }),
  });
}

export function useSubscription(krn: string) {
  return useQuery(subscriptionQueryOptions(krn));
}
