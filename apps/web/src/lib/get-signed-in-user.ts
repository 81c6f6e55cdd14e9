import { currentUser } from '@burrow/contract/endpoints/current-user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, isApiError } from './api-client';

const signedInUserKey = ['signed-in-user'] as const;

/**
 * The signed-in person, or null for a visitor, on public pages open to both (checkout,
 * gift cards): a 401 is an answer here, not a reason to send anyone to sign in.
 */
export async function getSignedInUser(signal?: AbortSignal) {
  try {
    return await apiCall(currentUser, { signal }, { onUnauthenticated: 'throw' });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function signedInUserQueryOptions() {
  return queryOptions({
    queryKey: signedInUserKey,
    queryFn: ({ signal }) => getSignedInUser(signal),
  });
}

export function useSignedInUser() {
  return useQuery(signedInUserQueryOptions());
}
