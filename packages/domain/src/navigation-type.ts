import type { NavigationSubscription, NavigationUser } from './navigation-input';
import { isInAppPurchaseMethod } from './payment-method';
import { isExpired, type SubscriptionFacts } from './subscription-status';

/** docs/product.md#navigation-type account navigation types; `expired` is also the default. */
export type NavigationType = 'business' | 'free_trial' | 'in_app_purchase' | 'active' | 'expired';

/**
 * An eligible active subscription gives access right now: billing marks it active and its
 * state is active or in trial (a grace period still counts; decision 0012).
 */
export function isEligibleActiveSubscription(
  sub: Pick<NavigationSubscription, 'active' | 'state'>,
): boolean {
  return sub.active && (sub.state === 'active' || sub.state === 'intrial');
}

/** The first eligible active subscription, in the order billing lists them. */
export function firstEligibleActiveSubscription<
  S extends Pick<NavigationSubscription, 'active' | 'state'>,
>(subscriptions: readonly S[]): S | undefined {
  return subscriptions.find(isEligibleActiveSubscription);
}

/** A user has expired when none of their subscriptions gives access any more (or they have none). */
export function hasUserExpired(
  subscriptions: readonly Pick<NavigationSubscription, 'active' | 'state'>[],
): boolean {
  return firstEligibleActiveSubscription(subscriptions) === undefined;
}

/** The free-trial status marks a trial run by our own billing, not by the billing provider. */
function isOwnFreeTrial(status: string | null): boolean {
  return status !== null && status.trim() !== '' && !status.toLowerCase().includes('chargebee');
}

type TypeInputSubscription = SubscriptionFacts &
  Pick<NavigationSubscription, 'active' | 'next_payment_method'>;

/**
 * docs/product.md#navigation-type account navigation type, decided in order: business customer; free trial (status
 * present, not the provider's, user not expired); in-app purchase (exactly one subscription,
 * bought in an app store, not expired); active (an eligible active subscription); else
 * expired. A business customer is business whatever their subscriptions (decision 0012).
 */
export function navigationType(
  user: Pick<NavigationUser, 'business_customer' | 'free_trial_status'>,
  subscriptions: readonly TypeInputSubscription[],
  now: Date,
): NavigationType {
  if (user.business_customer) return 'business';
  const expired = hasUserExpired(subscriptions);
  if (isOwnFreeTrial(user.free_trial_status) && !expired) return 'free_trial';
  const [only] = subscriptions;
  if (
    subscriptions.length === 1 &&
    only !== undefined &&
    isInAppPurchaseMethod(only.next_payment_method) &&
    !isExpired(only, now)
  ) {
    return 'in_app_purchase';
  }
  if (!expired) return 'active';
  return 'expired';
}
