import { retryPaymentCollection } from '@burrow/contract/endpoints/retry-payment-collection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionListKey } from '../../../lib/account/subscription-list';
import { apiCall } from '../../../lib/api-client';
import { invoiceKeys } from '../../../lib/invoice-keys';
import { paymentRetryKeys } from './get-payment-collection';

/** Charges the saved method for the failed renewal now; 402 `payment_failed` with the reason. */
export function retryPayment(krn: string) {
  return apiCall(retryPaymentCollection, { params: { id: krn } });
}

export function useRetryPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryPayment,
    // Paid or not, the attempt changed what the page, the dashboard and payment history show.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentRetryKeys.all }),
        queryClient.invalidateQueries({ queryKey: subscriptionListKey }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
      ]),
  });
}
