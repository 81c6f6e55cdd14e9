import { cancelAccountDeletion as cancelAccountDeletionEndpoint } from '@burrow/contract/endpoints/cancel-account-deletion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionListKey } from '../../../lib/account/subscription-list';
import { apiCall } from '../../../lib/api-client';
import { accountBillingKeys } from './query-keys';

/** Cancels the pending deletion; answers the state without it. */
export function cancelAccountDeletion() {
  return apiCall(cancelAccountDeletionEndpoint);
}

export function useCancelAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAccountDeletion,
    onSuccess: (state) => {
      queryClient.setQueryData(accountBillingKeys.deletion(), state);
      // Renewals the request had turned off are back on.
      return queryClient.invalidateQueries({ queryKey: subscriptionListKey });
    },
  });
}
