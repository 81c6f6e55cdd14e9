import { currentUser } from '@burrow/contract/endpoints/current-user';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { renewalKeys } from './query-keys';

/** The signed-in customer: a renewal is bought with their email, in their country first. */
export function getCustomer(signal?: AbortSignal) {
  return apiCall(currentUser, { signal });
}

export function useCustomer() {
  return useQuery({
    queryKey: renewalKeys.customer(),
    queryFn: ({ signal }) => getCustomer(signal),
  });
}
