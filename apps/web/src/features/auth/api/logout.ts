import { logout as logoutEndpoint } from '@burrow/contract/endpoints/logout';
import { useMutation } from '@tanstack/react-query';
import { apiCall, isApiError } from '../../../lib/api-client';

/** Ends the session. A 401 means it had already ended, which is what was asked for. */
export async function logout(): Promise<void> {
  try {
    await apiCall(logoutEndpoint, {}, { onUnauthenticated: 'throw' });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return;
    throw error;
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
