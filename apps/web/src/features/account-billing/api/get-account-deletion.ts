import { accountDeletion } from '@burrow/contract/endpoints/account-deletion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { accountBillingKeys } from './query-keys';

/** Whether a deletion is pending, when it completes, and what would block one. */
export function getAccountDeletion(signal?: AbortSignal) {
  return apiCall(accountDeletion, { signal });
}

export function accountDeletionQueryOptions() {
  return queryOptions({
    queryKey: accountBillingKeys.deletion(),
    queryFn: ({ signal }) => getAccountDeletion(signal),
  });
}

export function useAccountDeletion() {
  return useQuery(accountDeletionQueryOptions());
}
