import { autobillOff } from '@burrow/contract/endpoints/autobill-off';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { subscriptionListKey } from '../../../lib/account/subscription-list';

export function turnAutobillOff(subscriptionId: string) {
  return apiCall(autobillOff, { params: { id: subscriptionId } });
}

export function useTurnAutobillOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnAutobillOff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionListKey }),
  });
}
