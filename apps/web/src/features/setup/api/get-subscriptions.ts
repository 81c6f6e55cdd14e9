import { listSubscriptions } from '@burrow/contract/endpoints/list-subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { setupKeys } from './query-keys';

/** The signed-in customer's subscriptions; a 401 sends them to sign in. */
export async function getSubscriptions(signal?: AbortSignal) {
  const { subscriptions } = await apiCall(listSubscriptions, { signal });
  return subscriptions;
}

export function subscriptionsQueryOptions() {
  return queryOptions({
    queryKey: setupKeys.subscriptions(),
    queryFn: ({ signal }) => getSubscriptions(signal),
  });
}

export function useSubscriptions() {
  return useQuery(subscriptionsQueryOptions());
}
