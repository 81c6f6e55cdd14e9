import { requestRefund as requestRefundEndpoint } from '@burrow/contract/endpoints/request-refund';
import type { RefundEstimateResponse } from '@burrow/contract/refunds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, isApiError } from '../../../lib/api-client';
import { refundKeys } from './query-keys';

/** Asks for the refund and revocation; it is carried out 24 hours later unless withdrawn. */
export function requestRefund(subscriptionId: string) {
  return apiCall(requestRefundEndpoint, { params: { id: subscriptionId } });
}

export function useRequestRefund(subscriptionId: string) {
  const queryClient = useQueryClient();
  const key = refundKeys.estimate(subscriptionId);
  return useMutation({
    mutationFn: () => requestRefund(subscriptionId),
    onSuccess: ({ pending_request }) =>
      queryClient.setQueryData<RefundEstimateResponse>(key, (estimate) =>
        estimate ? { ...estimate, pending_request } : estimate,
      ),
    // Refused: what changed (the window closed, the plan ended) is in a fresh estimate.
    onError: (error) =>
      isApiError(error, 'refund_not_available')
        ? queryClient.invalidateQueries({ queryKey: key })
        : undefined,
  });
}
