import { listSubscriptions } from '@burrow/contract/endpoints/list-subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, isApiError } from '../../../lib/api-client';
import { orderKeys } from './query-keys';

/**
 * The billing cycle (months) of the visitor's active subscription, or null for a visitor who
 * is signed out or has none. It only shapes the plan layout (docs/product.md#the-order-page), so any failure means
 * "no current cycle" rather than an error on a page anyone may open.
 */
export async function getCurrentBillingCycle(signal?: AbortSignal): Promise<number | null> {
  try {
    const { subscriptions } = await apiCall(
      listSubscriptions,
      { signal },
      { onUnauthenticated: 'throw' },
    );
    return subscriptions.find((subscription) => subscription.active)?.next_billing_cycle ?? null;
  } catch (error) {
    if (isApiError(error)) return null;
    throw error;
  }
}

export function currentBillingCycleQueryOptions() {
  return queryOptions({
    queryKey: orderKeys.currentBillingCycle(),
    queryFn: ({ signal }) => getCurrentBillingCycle(signal),
  });
}

export function useCurrentBillingCycle() {
  return useQuery(currentBillingCycleQueryOptions());
}
