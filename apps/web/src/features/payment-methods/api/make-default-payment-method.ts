import { makeDefaultPaymentMethod as makeDefaultPaymentMethodEndpoint } from '@burrow/contract/endpoints/make-default-payment-method';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { applyWalletChange } from './wallet-change';

/** Makes a saved method the default: every subscription Burrow bills renews on it. */
export function makeDefaultPaymentMethod(id: string) {
  return apiCall(makeDefaultPaymentMethodEndpoint, { params: { id } });
}

export function useMakeDefaultPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeDefaultPaymentMethod,
    onSuccess: (change) => applyWalletChange(queryClient, change),
  });
}
