import type { CheckoutResponse } from '@burrow/contract/checkout';
import type { OfferResponse } from '@burrow/contract/offers';
import { toMinorUnits } from '@burrow/domain/money';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paypalReturnPath, successPath } from '../model/success-path';
import type { AddonChoice, SelectedPlan } from '../model/plan-selection';
import type { PayRequest } from '../../../components/payment/use-payment';

const DEDICATED_IP = 'dedicated-ip';

/** Where a buyer goes once the purchase is recorded: checkout's redirect, or `/setup`. */
export function usePurchaseComplete(
  offer: OfferResponse,
  plan: SelectedPlan,
  choices: readonly AddonChoice[],
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (response: CheckoutResponse, paid: PayRequest) => {
    let path = successPath(response.redirectUrl, window.location.origin);
    if (paid.method === 'paypal') {
      const dedicatedIp = choices.find(
        (choice) =>
          paid.order.priceIds?.includes(choice.price.id) &&
          choice.product.entitlements.some((entitlement) => entitlement.id === DEDICATED_IP),
      );
      path = paypalReturnPath(path, {
        totalPeriod: plan.price.basePeriod.length,
        amountMinor: toMinorUnits(paid.amount),
        subscriptionId: response.subscription.id,
        productId: plan.product.id,
        dedicatedIpMonths: dedicatedIp?.price.basePeriod.length ?? 0,
        orderPageType: offer.kind,
      });
    }
    // The purchase changed the account (and may have started a session): nothing cached
    // about it is current any more. Pages refetch as they mount.
    void queryClient.invalidateQueries({ refetchType: 'none' });
    void navigate(path, { replace: true });
  };
}
