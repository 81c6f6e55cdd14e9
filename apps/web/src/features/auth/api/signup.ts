import type { SignupRequest } from '@burrow/contract/auth';
import { signup as signupEndpoint } from '@burrow/contract/endpoints/signup';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Always answers `check_email`: the server never reveals whether an address has an account. */
export function signup(body: SignupRequest) {
  return apiCall(signupEndpoint, { body }, { onUnauthenticated: 'throw' });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
