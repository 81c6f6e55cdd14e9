import { listPaymentMethods } from '@burrow/contract/endpoints/list-payment-methods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { paymentMethodKeys } from './query-keys';

/** The signed-in customer's saved payment methods, default first. */
export function getPaymentMethods(signal?: AbortSignal) {
  return apiCall(listPaymentMethods, { signal });
}

export function paymentMethodsQueryOptions() {
  return queryOptions({
    queryKey: paymentMethodKeys.list(),
    queryFn: ({ signal }) => getPaymentMethods(signal),
  });
}

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
