import { paymentCollection } from '@burrow/contract/endpoints/payment-collection';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const paymentRetryKeys = {
  all: ['payment-retry'] as const,
  collection: (krn: string) => [...paymentRetryKeys.all, 'collection', krn] as const,
};

/** A subscription's failed renewal: what is owed, the schedule, the last attempt. Others' are 404. */
export function getPaymentCollection(krn: string, signal?: AbortSignal) {
  return apiCall(paymentCollection, { params: { id: krn }, signal });
}

export function paymentCollectionQueryOptions(krn: string) {
  return queryOptions({
    queryKey: paymentRetryKeys.collection(krn),
    queryFn: ({ signal }) => getPaymentCollection(krn, signal),
  });
}

export function usePaymentCollection(krn: string) {
  return useQuery(paymentCollectionQueryOptions(krn));
}
