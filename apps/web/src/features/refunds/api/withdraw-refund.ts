import { withdrawRefund as withdrawRefundEndpoint } from '@burrow/contract/endpoints/withdraw-refund';
import type { RefundEstimateResponse } from '@burrow/contract/refunds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, isApiError } from '../../../lib/api-client';
import { refundKeys } from './query-keys';

/** Withdraws the pending refund request: the plan carries on as before. */
export function withdrawRefund(subscriptionId: string) {
  return apiCall(withdrawRefundEndpoint, { params: { id: subscriptionId } });
}

export function useWithdrawRefund(subscriptionId: string) {
  const queryClient = useQueryClient();
  const key = refundKeys.estimate(subscriptionId);
  return useMutation({
    mutationFn: () => withdrawRefund(subscriptionId),
    onSuccess: ({ pending_request }) =>
      queryClient.setQueryData<RefundEstimateResponse>(key, (estimate) =>
        estimate ? { ...estimate, pending_request } : estimate,
      ),
    // Nothing left to withdraw: the refund was probably made meanwhile, which ended the plan
    // and changed its add-ons, invoices and entitlements, so every cached read is stale.
    onError: (error) =>
      isApiError(error, 'no_pending_refund') ? queryClient.invalidateQueries() : undefined,
  });
}
