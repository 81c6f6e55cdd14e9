import { endpoints } from '@burrow/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { subscriptionListKey } from '../../../lib/account/subscription-list';

export function turnAutobillOff(subscriptionId: string) {
  return apiCall(endpoints.autobillOff, { params: { id: subscriptionId } });
}

export function useTurnAutobillOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnAutobillOff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionListKey }),
  });
}
