import { resetPassword as resetPasswordEndpoint } from '@burrow/contract/endpoints/reset-password';
import type { PasswordResetConfirmRequest } from '@burrow/contract/password-reset';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/**
 * Sets a new password with the emailed token and answers with a new session; a spent or
 * stale token is 403 `invalid_or_expired_link`, a weak password 422 `weak_password`.
 */
export function resetPassword(body: PasswordResetConfirmRequest) {
  return apiCall(resetPasswordEndpoint, { body }, { onUnauthenticated: 'throw' });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // A new session must not see anything cached for a previous one.
    onSuccess: () => queryClient.clear(),
  });
}
