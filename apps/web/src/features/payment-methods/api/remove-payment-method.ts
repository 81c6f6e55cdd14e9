import { endpoints } from '@burrow/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { applyWalletChange } from './wallet-change';

/** Removes a saved method; refused (409) for the last one an autobilled plan renews on. */
export function removePaymentMethod(id: string) {
  return apiCall(endpoints.removePaymentMethod, { params: { id } });
}

export function useRemovePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePaymentMethod,
    onSuccess: (change) => applyWalletChange(queryClient, change),
  });
}
