import { listSubscriptions } from '@burrow/contract/endpoints/list-subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../api-client';

/**
 * The signed-in customer's subscriptions, for the shell's menu and the pages that read
 * them outside the dashboard. The key is the one `features/subscriptions` caches the list
 * under, so a change there (a renewal, autobill) refreshes the menu and these pages too.
 */
export const subscriptionListKey = ['subscriptions', 'list'] as const;

export async function getSubscriptionList(signal?: AbortSignal) {
  const { subscriptions } = await apiCall(listSubscriptions, { signal });
  return subscriptions;
}

export function subscriptionListQueryOptions() {
  return queryOptions({
    queryKey: subscriptionListKey,
    queryFn: ({ signal }) => getSubscriptionList(signal),
  });
}

export function useSubscriptionList() {
  return useQuery(subscriptionListQueryOptions());
}
