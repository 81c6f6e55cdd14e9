import type { PasswordUpdateRequest } from '@burrow/contract/account-settings';
import { updatePassword as updatePasswordEndpoint } from '@burrow/contract/endpoints/update-password';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Changes the password; the server ends other sessions and renews this one's cookie. */
export function updatePassword(body: PasswordUpdateRequest) {
  return apiCall(updatePasswordEndpoint, { body });
}

export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePassword,
    // A first password changes what the account settings ask for (has_password).
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
