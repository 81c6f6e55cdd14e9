import type { Subscription } from '@burrow/contract/subscriptions';

/**
 * The moment the account pages judge every date of a subscription at (its condition, an
 * expiry, a coupon's or a grace period's end): the server's clock as the subscriptions were
 * read (`as_of`), never the device's, which may be set wrong (decisions 0100, 0110). The
 * subscriptions of one answer share one reading; the latest is taken so a mixed cache
 * cannot go back in time. With no subscriptions there is no reading and nothing to judge:
 * the epoch stands in, never the device's clock.
 */
export function serverNow(subscriptions: readonly Pick<Subscription, 'as_of'>[]): Date {
  if (subscriptions.length === 0) return new Date(0);
  const latest = Math.max(...subscriptions.map((s) => Date.parse(s.as_of)));
  return new Date(latest);
}
