import { hasUserExpired } from '@burrow/domain/navigation-type';
import { isExpired, type SubscriptionFacts } from '@burrow/domain/subscription-status';

/** The subscription facts the win-back rule reads: a subset of the contract's. */
export type WinBackSubscription = SubscriptionFacts & { active: boolean };

/**
 * A customer to win back: they had Burrow, and every subscription they had has expired —
 * none gives access any more (the domain's `hasUserExpired`) and each one's end has passed
 * (`isExpired`). Someone who never subscribed is a new customer, not one to win back.
 */
export function isWinBackCandidate(
  subscriptions: readonly WinBackSubscription[],
  now: Date,
): boolean {
  return (
    subscriptions.length > 0 &&
    hasUserExpired(subscriptions) &&
    subscriptions.every((subscription) => isExpired(subscription, now))
  );
}
