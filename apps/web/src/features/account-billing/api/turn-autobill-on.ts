import { endpoints } from '@burrow/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { subscriptionListKey } from '../../../lib/account/subscription-list';

export function turnAutobillOn(subscriptionId: string) {
  return apiCall(endpoints.autobillOn, { params: { id: subscriptionId } });
}

export function useTurnAutobillOn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnAutobillOn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionListKey }),
  });
}
