import type { GiftCardRedeemRequestSchema } from '@burrow/contract/gift-cards';
import { redeemGiftCard as redeemGiftCardEndpoint } from '@burrow/contract/endpoints/redeem-gift-card';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';

export type RedeemGiftCardRequest = z.input<typeof GiftCardRedeemRequestSchema>;

/**
 * Step 3: redeems the card to the signed-in account, or to a new account made from `email`
 * (the answer then carries a session cookie). An email that has an account is 409
 * `account_exists`.
 */
export function redeemGiftCard(body: RedeemGiftCardRequest) {
  return apiCall(redeemGiftCardEndpoint, { body }, { onUnauthenticated: 'throw' });
}

export function useRedeemGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemGiftCard,
    // A new subscription, and perhaps a new session: nothing cached still holds. Marked
    // stale rather than refetched, since the page is about to leave.
    onSuccess: () => queryClient.invalidateQueries({ refetchType: 'none' }),
  });
}
