import type { Subscription } from '@burrow/contract/subscriptions';

/**
 * The setup link token of the newest active subscription that has one: right after a
 * purchase that is the plan just bought, even for a customer who already had others.
 */
export function newestSetupLinkToken(subscriptions: readonly Subscription[]): string | null {
  const candidates = subscriptions.filter(
    (subscription) => subscription.active && subscription.setup_link_token,
  );
  candidates.sort((a, b) => Date.parse(b.purchase_date) - Date.parse(a.purchase_date));
  return candidates[0]?.setup_link_token ?? null;
}
