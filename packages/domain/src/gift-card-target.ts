import type { SubscriptionItemStatus } from './subscription-lifecycle';

/**
 * What the gift-card rule reads about one of the customer's subscriptions (decision 0054).
 */
export interface GiftCardTargetCandidate {
  id: string;
  tier: string;
  status: SubscriptionItemStatus;
  revoked: boolean;
  /** Burrow's own billing engine renews it (not an app store, a partner or the legacy system). */
  billedByBurrow: boolean;
  periodEnd: Date;
  autoBillFailed: boolean;
  /** Add-ons still running: a card pays for a plan, not for add-ons riding on its period. */
  liveAddons: number;
  /** Business seat licences: those plans are bought per seat, not with consumer cards. */
  seats: number;
}

/**
 * The subscription a signed-in customer's gift card adds its months to, or null when the card
 * starts a subscription of its own: a running plan of the card's tier that Burrow bills, paid
 * (not a trial), not in a failed renewal, without add-ons or seats. Of several, the one
 * ending last, so the months extend the customer's longest-running plan.
 */
export function giftCardExtensionTarget(
  candidates: readonly GiftCardTargetCandidate[],
  cardTier: string,
  now: Date,
): string | null {
  const eligible = candidates.filter(
    (sub) =>
      sub.tier === cardTier &&
      (sub.status === 'active' || sub.status === 'non_renewing') &&
      !sub.revoked &&
      sub.billedByBurrow &&
      sub.periodEnd.getTime() > now.getTime() &&
      !sub.autoBillFailed &&
      sub.liveAddons === 0 &&
      sub.seats === 0,
  );
  eligible.sort((a, b) => b.periodEnd.getTime() - a.periodEnd.getTime());
  return eligible[0]?.id ?? null;
}
