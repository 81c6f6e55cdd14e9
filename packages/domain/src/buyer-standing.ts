import { mayUseFreePeriod } from './free-period';
import { hasUserExpired } from './navigation-type';
import { isExternalOneOffMethod, type PaymentMethod } from './payment-method';
import { isExpired, type SubscriptionFacts } from './subscription-status';

/** What the purchase rules read about one of the buyer's subscriptions: a subset of the contract's. */
export interface BuyerSubscription extends SubscriptionFacts {
  /** It gives access right now (the read model's `active`). */
  active: boolean;
  next_payment_method: PaymentMethod;
  next_billing_cycle: number;
}

/** The facts about a buyer that decide which offers, coupons and purchases are theirs. */
export interface BuyerStanding {
  /** Never held a subscription of any kind, a free trial or a gift card included. */
  newCustomer: boolean;
  /** Had Burrow, and every subscription they had has expired. */
  returningCustomer: boolean;
  /** The billing cycle of the plan that gives access now; null without one. */
  currentBillingCycleMonths: number | null;
  /** Holds a plan that a new purchase would run alongside (`alreadyHasSubscription`). */
  alreadySubscribed: boolean;
}

/**
 * A customer to win back: they had Burrow, and every subscription they had has expired —
 * none gives access any more and each one's end has passed. Someone who never subscribed
 * is a new customer, not one to win back.
 */
export function isReturningCustomer(
  subscriptions: readonly (SubscriptionFacts & { active: boolean })[],
  now: Date,
): boolean {
  return (
    subscriptions.length > 0 &&
    hasUserExpired(subscriptions) &&
    subscriptions.every((subscription) => isExpired(subscription, now))
  );
}

/**
 * docs/product.md#offers-coupons-and-who-may-buy-what checkout failure "already has subscription" (decision 0074): buying a plan while
 * one still gives access would run two plans side by side, paying twice for the same
 * service. A live plan is changed, renewed or extended from the account area instead. The
 * exception is a plan paid once by a prepaid code or crypto: nothing renews it, so paying
 * for more time at checkout is how it is renewed by hand (docs/product.md#renewing-by-hand manual renewal). Every
 * subscription is a VPN plan today: a product sold beside it would pass only its own.
 */
export function alreadyHasSubscription(
  subscriptions: readonly Pick<BuyerSubscription, 'active' | 'next_payment_method' | 'pause'>[],
): boolean {
  // A paused plan gives no access but resumes by itself (decision 0102): resuming it, not a
  // second plan, is how its customer gets the VPN back.
  return subscriptions.some(
    (subscription) =>
      (subscription.active || Boolean(subscription.pause)) &&
      !isExternalOneOffMethod(subscription.next_payment_method),
  );
}

/** The buyer's standing from their subscriptions; a signed-out buyer has none. */
export function buyerStanding(
  subscriptions: readonly BuyerSubscription[],
  now: Date,
): BuyerStanding {
  return {
    newCustomer: mayUseFreePeriod(subscriptions.length),
    returningCustomer: isReturningCustomer(subscriptions, now),
    currentBillingCycleMonths:
      subscriptions.find((subscription) => subscription.active)?.next_billing_cycle ?? null,
    alreadySubscribed: alreadyHasSubscription(subscriptions),
  };
}

/**
 * Who an offer is for, as the catalogue records it (decision 0074): `new_customers` (the
 * free trial, docs/product.md#offers-coupons-and-who-may-buy-what "free periods are only available for new users"),
 * `returning_customers` (the win-back offer: former customers whose plans all expired), or
 * `everyone`.
 */
export type OfferAudience = 'everyone' | 'new_customers' | 'returning_customers';

/** Whether a buyer of this standing may buy from an offer meant for this audience. */
export function isOfferOpenTo(audience: OfferAudience, standing: BuyerStanding): boolean {
  switch (audience) {
    case 'new_customers':
      return standing.newCustomer;
    case 'returning_customers':
      return standing.returningCustomer;
    case 'everyone':
      return true;
  }
}
