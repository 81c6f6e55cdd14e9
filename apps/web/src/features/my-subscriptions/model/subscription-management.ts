import type { Subscription } from '@burrow/contract/subscriptions';

/** Where a subscription bought elsewhere is changed. */
export type ExternalBilling = 'app_store' | 'play_store' | 'carrier' | 'other';

/** What this page can do for a subscription. */
export type Management =
  /** Burrow bills it and it can change here now. */
  | { kind: 'changeable' }
  /** Burrow bills it, but it has ended: a new plan is bought instead. */
  | { kind: 'ended' }
  /** Paused (decision 0102): nothing changes until it resumes, by itself or on request. */
  | { kind: 'paused' }
  /** Burrow bills it, but its renewal payment failed: that is paid first. */
  | { kind: 'overdue' }
  /** Billed by an app store, a carrier, a partner or the previous billing system. */
  | { kind: 'external'; billedBy: ExternalBilling };

function externalBilling(subscription: Subscription): ExternalBilling {
  switch (subscription.next_payment_method) {
    case 'AppStore':
      return 'app_store';
    case 'PlayStore':
      return 'play_store';
    case 'amdocs':
      return 'carrier';
    default:
      return 'other';
  }
}

/**
 * Only subscriptions Burrow's own billing handles (`handled_by_chargebee`) change through
 * the v2 checkout; the server refuses the rest, so the page explains instead of offering.
 */
export function managementOf(subscription: Subscription): Management {
  if (!subscription.handled_by_chargebee) {
    return { kind: 'external', billedBy: externalBilling(subscription) };
  }
  if (subscription.pause) return { kind: 'paused' };
  if (!subscription.active) return { kind: 'ended' };
  if (subscription.auto_bill_payment_failed) return { kind: 'overdue' };
  return { kind: 'changeable' };
}
