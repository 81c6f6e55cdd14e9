import type { AddPaymentMethodRequest } from '@burrow/contract/payment-methods';
import { addPaymentMethod as addPaymentMethodEndpoint } from '@burrow/contract/endpoints/add-payment-method';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { applyWalletChange } from './wallet-change';

/** Saves the method of a card check the customer authorised in the gateway's page. */
export function addPaymentMethod(body: AddPaymentMethodRequest) {
  return apiCall(addPaymentMethodEndpoint, { body });
}

export function useAddPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPaymentMethod,
    onSuccess: (change) => applyWalletChange(queryClient, change),
  });
}
