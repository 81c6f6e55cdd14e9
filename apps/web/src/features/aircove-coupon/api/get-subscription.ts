import type { Subscription } from '@burrow/contract/subscriptions';
import { getSubscription } from '@burrow/contract/endpoints/get-subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { pollWhileBeingSetUp } from '../../../lib/being-set-up-polling';
import { subscriptionListKey } from '../../../lib/account/subscription-list';

const couponBeingSetUp = (subscription: Subscription) =>
  subscription.aircoveCoupon?.status === 'being_set_up';

/** One subscription by krn, kept beside the list so a change to the list refreshes it too. */
export function subscriptionQueryOptions(krn: string) {
  return queryOptions({
    queryKey: [subscriptionListKey[0], 'detail', krn] as const,
    queryFn: ({ signal }) => apiCall(getSubscription, { params: { id: krn }, signal }),
    // A coupon being set up gets its code when the VPN's back office issues it: ask until then.
    refetchInterval: pollWhileBeingSetUp(couponBeingSetUp),
  });
}

export function useSubscription(krn: string) {
  return useQuery(subscriptionQueryOptions(krn));
}
