import { removeSeat as removeSeatEndpoint } from '@burrow/contract/endpoints/remove-seat';
import type { SeatRemoveRequest } from '@burrow/contract/licenses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { subscriptionListKey } from '../../../lib/account/subscription-list';

export function removeSeat(body: SeatRemoveRequest) {
  return apiCall(removeSeatEndpoint, { body });
}

/** Removes a free or revoked seat; the seat list is read again from the server afterwards. */
export function useRemoveSeat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSeat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionListKey }),
  });
}
