import { autobillOn } from '@burrow/contract/endpoints/autobill-on';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { subscriptionListKey } from '../../../lib/account/subscription-list';

export function turnAutobillOn(subscriptionId: string) {
  return apiCall(autobillOn, { params: { id: subscriptionId } });
}

export function useTurnAutobillOn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnAutobillOn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionListKey }),
  });
}
