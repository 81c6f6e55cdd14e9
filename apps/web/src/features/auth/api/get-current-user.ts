import { currentUser } from '@burrow/contract/endpoints/current-user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { authKeys } from './query-keys';

/** The signed-in person; a 401 sends them to sign in (the api-client's default policy). */
export function getCurrentUser(signal?: AbortSignal) {
  return apiCall(currentUser, { signal });
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: authKeys.currentUser(),
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 60_000,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
