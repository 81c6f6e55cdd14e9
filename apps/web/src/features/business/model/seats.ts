import type { Subscription } from '@burrow/contract/subscriptions';

export interface SeatCounts {
  total: number;
  inUse: number;
  free: number;
  revoked: number;
}

/** A business subscription's seats by state: in use (assigned), free, revoked. */
export function seatCounts(subscription: Pick<Subscription, 'licenses'>): SeatCounts {
  const count = (state: Subscription['licenses'][number]['state']) =>
    subscription.licenses.filter((license) => license.state === state).length;
  return {
    total: subscription.licenses.length,
    inUse: count('active'),
    free: count('unassigned'),
    revoked: count('revoked'),
  };
}

/** Subscriptions sold by the seat: the ones the License Manager manages. */
export function seatSubscriptions(subscriptions: readonly Subscription[]): Subscription[] {
  return subscriptions.filter((sub) => sub.licenses.length > 0);
}

/** A number of seats as typed, or null when it is not a whole number from 1 to `max`. */
export function parseSeatCount(text: string, max: number): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const seats = Number(text.trim());
  return seats >= 1 && seats <= max ? seats : null;
}
