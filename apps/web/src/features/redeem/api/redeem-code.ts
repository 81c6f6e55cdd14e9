import type { RedeemRequest } from '@burrow/contract/redeem';
import { redeemCode as redeemCodeEndpoint } from '@burrow/contract/endpoints/redeem-code';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionListKey } from '../../../lib/account/subscription-list';
import { invoiceKeys } from '../../../lib/invoice-keys';
import { apiCall } from '../../../lib/api-client';

/** Redeems a gift card to the signed-in account, or tells what a coupon is for. */
export function redeemCode(body: RedeemRequest) {
  return apiCall(redeemCodeEndpoint, { body });
}

export function useRedeemCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemCode,
    onSuccess: async (result) => {
      if (result.kind !== 'gift_card') return;
      // A plan ends later, or a new one exists, with its invoice: the dashboard, the menu and
      // payment history read them.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionListKey }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
      ]);
    },
  });
}
