import type { DeletionRequest } from '@burrow/contract/account-settings';
import { requestAccountDeletion as requestAccountDeletionEndpoint } from '@burrow/contract/endpoints/request-account-deletion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionListKey } from '../../../lib/account/subscription-list';
import { apiCall } from '../../../lib/api-client';
import { accountBillingKeys } from './query-keys';

/** Asks for deletion after the grace period; answers the pending state. */
export function requestAccountDeletion(body: DeletionRequest) {
  return apiCall(requestAccountDeletionEndpoint, { body });
}

export function useRequestAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAccountDeletion,
    onSuccess: (state) => {
      queryClient.setQueryData(accountBillingKeys.deletion(), state);
      // The request turned automatic renewal off: every subscription view is stale.
      return queryClient.invalidateQueries({ queryKey: subscriptionListKey });
    },
  });
}
