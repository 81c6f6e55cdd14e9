import type { Subscription } from '@burrow/contract/subscriptions';

/**
 * The moment the dashboard judges every date at: the server's clock as the subscriptions
 * were read (`as_of`), never the device's, which may be set wrong. The subscriptions of one
 * answer share one reading; the latest is taken so a mixed cache cannot go back in time.
 */
export function serverNow(subscriptions: readonly Pick<Subscription, 'as_of'>[]): Date {
  const latest = Math.max(...subscriptions.map((s) => Date.parse(s.as_of)));
  return new Date(latest);
}
