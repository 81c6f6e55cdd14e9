import { endpoints } from '@burrow/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, isApiError } from '../../../lib/api-client';
import { giftKeys } from './query-keys';

/**
 * The signed-in person, or null for a visitor. Anyone may redeem a gift card, so a 401 is
 * an answer here (ask for an email), not a reason to send anyone to sign in.
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
    queryKey: giftKeys.signedInUser(),
    queryFn: ({ signal }) => getSignedInUser(signal),
  });
}

export function useSignedInUser() {
  return useQuery(signedInUserQueryOptions());
}
