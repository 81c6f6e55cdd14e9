import type { SignupRequest } from '@burrow/contract/auth';
import { endpoints } from '@burrow/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Always answers `check_email`: the server never reveals whether an address has an account. */
export function signup(body: SignupRequest) {
  return apiCall(endpoints.signup, { body }, { onUnauthenticated: 'throw' });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
