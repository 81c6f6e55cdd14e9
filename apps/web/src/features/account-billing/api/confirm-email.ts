import type { EmailConfirmRequest } from '@burrow/contract/account-settings';
import { confirmEmail as confirmEmailEndpoint } from '@burrow/contract/endpoints/confirm-email';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/**
 * Spends the emailed code, signed in as the account that asked for the change (the code
 * alone is not enough): a 401 sends the person to sign in, and back to this link.
 */
export function confirmEmail(body: EmailConfirmRequest) {
  return apiCall(confirmEmailEndpoint, { body });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    // The address shows in the header, the menu and the settings. What is open is refetched
    // before the success shows; what is cached for a page not open is dropped, not just
    // marked stale, or the next page would show the old address until its refetch returns
    // (seconds on a busy server). A read of a dropped query still in flight lands in nothing.
    onSuccess: async () => {
      queryClient.removeQueries({ type: 'inactive' });
      await queryClient.invalidateQueries();
    },
  });
}
