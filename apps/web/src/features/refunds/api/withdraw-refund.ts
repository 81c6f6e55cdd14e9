import { endpoints } from '@burrow/contract/endpoints';
import type { RefundEstimateResponse } from '@burrow/contract/refunds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionListKey } from '../../../lib/account/subscription-list';
import { apiCall, isApiError } from '../../../lib/api-client';
import { refundKeys } from './query-keys';

/** Withdraws the pending refund request: the plan carries on as before. */
export function withdrawRefund(subscriptionId: string) {
  return apiCall(endpoints.withdrawRefund, { params: { id: subscriptionId } });
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
    // Nothing left to withdraw: the refund was probably carried out meanwhile, which ends
    // the plan, so the estimate and the subscriptions are read again.
    onError: (error) => {
      if (!isApiError(error, 'no_pending_refund')) return;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: subscriptionListKey }),
      ]);
    },
  });
}
