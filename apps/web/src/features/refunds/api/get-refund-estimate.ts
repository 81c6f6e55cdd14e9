import { refundEstimate } from '@burrow/contract/endpoints/refund-estimate';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { refundKeys } from './query-keys';

/** Whether the subscription can be refunded, what would come back, and any request or refund. */
export function getRefundEstimate(subscriptionId: string, signal?: AbortSignal) {
  return apiCall(refundEstimate, {
    body: { subscription_id: subscriptionId },
    signal,
  });
}

export function refundEstimateQueryOptions(subscriptionId: string) {
  return queryOptions({
    queryKey: refundKeys.estimate(subscriptionId),
    queryFn: ({ signal }) => getRefundEstimate(subscriptionId, signal),
  });
}

export function useRefundEstimate(subscriptionId: string) {
  return useQuery(refundEstimateQueryOptions(subscriptionId));
}
