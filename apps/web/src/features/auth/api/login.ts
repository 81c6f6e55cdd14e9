import type { LoginRequest } from '@burrow/contract/auth';
import { login as loginEndpoint } from '@burrow/contract/endpoints/login';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** A wrong password answers 401 too, so this form handles 401 itself. */
export function login(body: LoginRequest) {
  return apiCall(loginEndpoint, { body }, { onUnauthenticated: 'throw' });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // A new session must not see anything cached for a previous one.
    onSuccess: () => queryClient.clear(),
  });
}
