import { seatQuote } from '@burrow/contract/endpoints/seat-quote';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const seatQuoteKeys = {
  all: ['seat-quote'] as const,
  quote: (subscriptionId: string, seats: number | null) =>
    [...seatQuoteKeys.all, subscriptionId, seats] as const,
};

export function getSeatQuote(subscriptionId: string, seats: number, signal?: AbortSignal) {
  return apiCall(seatQuote, { body: { subscription_id: subscriptionId, seats }, signal });
}

/**
 * What `seats` more seats cost now; nothing is asked while the number is not valid. The last
 * quote stays on screen while a new number is priced, but buying waits for the fresh one.
 */
export function useSeatQuote(subscriptionId: string, seats: number | null) {
  return useQuery({
    queryKey: seatQuoteKeys.quote(subscriptionId, seats),
    queryFn:
      seats === null ? skipToken : ({ signal }) => getSeatQuote(subscriptionId, seats, signal),
    placeholderData: keepPreviousData,
  });
}
