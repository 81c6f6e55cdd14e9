import { isWithinMoneyBackGuarantee } from './money-back-guarantee';
import { isGiftCardMethod, isPartnerBilledMethod, type PaymentMethod } from './payment-method';
import type { SubscriptionState } from './subscription-status';

export type RefundRefusal =
  | 'already_refunded'
  | 'billed_by_app_store'
  | 'billed_by_play_store'
  | 'billed_by_partner'
  | 'gift_card'
  | 'outside_money_back_window';

export type RefundEligibility = { eligible: true } | { eligible: false; reason: RefundRefusal };

/**
 * Whether a customer may refund and revoke a purchase themselves (issue 5): a web purchase
 * within the 30-day money-back guarantee. Store, carrier and gift-card purchases are
 * refunded by whoever took the money, so the account area explains instead.
 */
export function refundEligibility(
  sub: { state: SubscriptionState; next_payment_method: PaymentMethod; purchase_date: string },
  now: Date,
): RefundEligibility {
  const refuse = (reason: RefundRefusal): RefundEligibility => ({ eligible: false, reason });
  if (sub.state === 'revoked') return refuse('already_refunded');
  if (sub.next_payment_method === 'AppStore') return refuse('billed_by_app_store');
  if (sub.next_payment_method === 'PlayStore') return refuse('billed_by_play_store');
  if (isPartnerBilledMethod(sub.next_payment_method)) return refuse('billed_by_partner');
  if (isGiftCardMethod(sub.next_payment_method)) return refuse('gift_card');
  if (!isWithinMoneyBackGuarantee(sub.purchase_date, now))
    return refuse('outside_money_back_window');
  return { eligible: true };
}
