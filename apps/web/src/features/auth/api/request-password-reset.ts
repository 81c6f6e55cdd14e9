import { requestPasswordReset as requestPasswordResetEndpoint } from '@burrow/contract/endpoints/request-password-reset';
import type { PasswordResetRequest } from '@burrow/contract/password-reset';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Answers `check_email` whether or not the address has an account (decision 0066). */
export function requestPasswordReset(body: PasswordResetRequest) {
  return apiCall(requestPasswordResetEndpoint, { body }, { onUnauthenticated: 'throw' });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
