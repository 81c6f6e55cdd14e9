import { buySeats as buySeatsEndpoint } from '@burrow/contract/endpoints/buy-seats';
import type { SeatPurchaseRequest } from '@burrow/contract/seat-purchases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { subscriptionListKey } from '../../../lib/account/subscription-list';
import { invoiceKeys } from '../../../lib/invoice-keys';
import { seatQuoteKeys } from './get-seat-quote';

export function buySeats(body: SeatPurchaseRequest) {
  return apiCall(buySeatsEndpoint, { body });
}

/** Buys seats; afterwards the seats, the payment history and any quote are read afresh. */
export function useBuySeats() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buySeats,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: subscriptionListKey });
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      void queryClient.invalidateQueries({ queryKey: seatQuoteKeys.all });
    },
  });
}
