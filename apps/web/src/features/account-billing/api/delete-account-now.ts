import type { DeletionRequest } from '@burrow/contract/account-settings';
import { completeAccountDeletion } from '@burrow/contract/endpoints/complete-account-deletion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Deletes the account at once; the server ends the session with it. */
export function deleteAccountNow(body: DeletionRequest) {
  return apiCall(completeAccountDeletion, { body });
}

export function useDeleteAccountNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccountNow,
    // Nothing cached belongs to anyone any more.
    onSuccess: () => queryClient.clear(),
  });
}
