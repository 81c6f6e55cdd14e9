import {
  isCardMethod,
  isExternalOneOffMethod,
  isLegacyPayPalMethod,
  isThirdPartyBilledMethod,
  type PaymentMethod,
} from './payment-method';
import { isExpired, isInTrial, type SubscriptionFacts } from './subscription-status';

/** What the renewal rules read besides the derived conditions. */
export interface RenewalFacts extends SubscriptionFacts {
  next_payment_method: PaymentMethod;
  manual_renew_allowed: boolean;
}

/**
 * docs/product.md#renewing-by-hand manual renewal allowed: a card subscription only when billing allowed it, it has
 * expired and autobill is off (otherwise the next automatic charge would bill twice); legacy
 * PayPal or Braintree when expired and autobill off; one-off external methods (crypto,
 * prepaid codes) always, since nothing renews them; anything else once it has expired.
 */
export function isManualRenewalAllowed(sub: RenewalFacts, now: Date): boolean {
  const method = sub.next_payment_method;
  const expired = isExpired(sub, now);
  if (isCardMethod(method)) return sub.manual_renew_allowed && expired && !sub.auto_billing_enabled;
  if (isLegacyPayPalMethod(method)) return expired && !sub.auto_billing_enabled;
  if (isExternalOneOffMethod(method)) return true;
  return expired;
}

/**
 * docs/product.md#renewing-by-hand renewable (its plan can be extended or changed from the account area): not
 * expired, not in a trial, and not billed by an app store, a prepaid code or the carrier.
 */
export function isRenewable(
  sub: SubscriptionFacts & { next_payment_method: PaymentMethod },
  now: Date,
): boolean {
  return (
    !isExpired(sub, now) && !isInTrial(sub) && !isThirdPartyBilledMethod(sub.next_payment_method)
  );
}
