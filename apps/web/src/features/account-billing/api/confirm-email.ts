import type { EmailConfirmRequest } from '@burrow/contract/account-settings';
import { endpoints } from '@burrow/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/**
 * Spends the emailed code. The link may be opened signed out (on another device), so a 401
 * is never a reason to send anyone to sign in here.
 */
export function confirmEmail(body: EmailConfirmRequest) {
  return apiCall(endpoints.confirmEmail, { body }, { onUnauthenticated: 'throw' });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    // The address shows in the header, the menu and the settings: refresh whatever is open.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
