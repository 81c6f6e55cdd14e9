import { pauseSubscription as pauseSubscriptionEndpoint } from '@burrow/contract/endpoints/pause-subscription';
import type { PauseRequest } from '@burrow/contract/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export function pauseSubscription(subscriptionId: string, request: PauseRequest) {
  return apiCall(pauseSubscriptionEndpoint, { params: { id: subscriptionId }, body: request });
}

export function usePauseSubscription(subscriptionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PauseRequest) => pauseSubscription(subscriptionId, request),
    // A pause moves the renewal date, access and entitlements: every account read is stale.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
