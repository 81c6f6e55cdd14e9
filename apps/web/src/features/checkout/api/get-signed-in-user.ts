import { endpoints } from '@burrow/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, isApiError } from '../../../lib/api-client';
import { checkoutKeys } from './query-keys';

/**
 * The signed-in buyer, or null for a visitor: checkout is open to both, so a 401 is an
 * answer here, not a reason to send anyone to sign in.
 */
export async function getSignedInUser(signal?: AbortSignal) {
  try {
    return await apiCall(endpoints.currentUser, { signal }, { onUnauthenticated: 'throw' });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function signedInUserQueryOptions() {
  return queryOptions({
    queryKey: checkoutKeys.signedInUser(),
    queryFn: ({ signal }) => getSignedInUser(signal),
  });
}

export function useSignedInUser() {
  return useQuery(signedInUserQueryOptions());
}
