import { removePaymentMethod as removePaymentMethodEndpoint } from '@burrow/contract/endpoints/remove-payment-method';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { applyWalletChange } from './wallet-change';

/** Removes a saved method; refused (409) for the last one an autobilled plan renews on. */
export function removePaymentMethod(id: string) {
  return apiCall(removePaymentMethodEndpoint, { params: { id } });
}

export function useRemovePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePaymentMethod,
    onSuccess: (change) => applyWalletChange(queryClient, change),
  });
}
