/**
 * Account deletion rules (decision 0043): a request waits out a grace period in which it
 * can be cancelled, and it may not start while a subscription that somebody else bills
 * would keep charging the customer after their account is gone.
 */

/** How long a deletion request waits before it is carried out, unless configured otherwise. */
export const DEFAULT_DELETION_GRACE_DAYS = 14;

const DAY_MS = 86_400_000;

/** Who charges a subscription: Burrow's own engine, or somebody we cannot cancel for them. */
export type BillingSystem = 'burrow' | 'legacy' | 'app_store' | 'play_store' | 'partner';

/** Where the customer must go to stop a subscription that blocks deletion. */
export type CancelAt = 'app_store' | 'play_store' | 'original_seller';

export interface DeletionSubscriptionFacts {
  id: string;
  billingSystem: BillingSystem;
  autoBillingEnabled: boolean;
  /** Item status, as stored (`active`, `non_renewing`, `cancelled`, …). */
  status: string;
  revoked: boolean;
  periodEnd: Date;
}

export interface DeletionBlocker {
  id: string;
  cancelAt: CancelAt;
}

/** Whether the subscription still runs: not cancelled, not revoked and not past its end. */
export function isRunning(sub: DeletionSubscriptionFacts, now: Date): boolean {
  return sub.status !== 'cancelled' && !sub.revoked && sub.periodEnd.getTime() > now.getTime();
}

function cancelAtFor(system: Exclude<BillingSystem, 'burrow'>): CancelAt {
  if (system === 'app_store') return 'app_store';
  if (system === 'play_store') return 'play_store';
  // The legacy system (PayPal billing agreements) and partners bill on their own side.
  return 'original_seller';
}

/**
 * The subscriptions that stop an account from being deleted: running ones that renew
 * automatically through someone other than Burrow's billing engine. Burrow cancels its own;
 * the others would go on charging a customer who can no longer sign in to see why.
 */
export function deletionBlockers(
  subscriptions: readonly DeletionSubscriptionFacts[],
  now: Date,
): DeletionBlocker[] {
  const blockers: DeletionBlocker[] = [];
  for (const sub of subscriptions) {
    if (sub.billingSystem === 'burrow' || !sub.autoBillingEnabled || !isRunning(sub, now)) continue;
    blockers.push({ id: sub.id, cancelAt: cancelAtFor(sub.billingSystem) });
  }
  return blockers;
}

/** The subscriptions Burrow itself stops renewing when a deletion is requested. */
export function renewalsToStop(
  subscriptions: readonly DeletionSubscriptionFacts[],
  now: Date,
): string[] {
  return subscriptions
    .filter(
      (sub) => sub.billingSystem === 'burrow' && sub.autoBillingEnabled && isRunning(sub, now),
    )
    .map((sub) => sub.id);
}

/** When a deletion requested at `requestedAt` is carried out. */
export function deletionCompletesAt(requestedAt: Date, graceDays: number): Date {
  if (!Number.isInteger(graceDays) || graceDays < 0) {
    throw new RangeError(`grace period must be whole days, got ${graceDays}`);
  }
  return new Date(requestedAt.getTime() + graceDays * DAY_MS);
}

/** Whether a pending deletion is due at `now`. */
export function isDeletionDue(completesAt: Date, now: Date): boolean {
  return completesAt.getTime() <= now.getTime();
}
