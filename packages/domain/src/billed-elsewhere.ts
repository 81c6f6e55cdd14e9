import type { BillingSystem } from './account-deletion';
import { dunningGraceEnd, DEFAULT_DUNNING_RETRY_DAYS } from './dunning';

/**
 * Plans billed outside Burrow's engine — the App Store, Google Play, the legacy PayPal
 * agreements, partners — renew where Burrow cannot see it. Until that biller's renewal
 * notifications are ingested, Burrow knows only the date the plan is paid through, so such
 * a plan is treated like one of Burrow's own whose renewal failed on that date: it stays
 * connected through the same grace period (the dunning schedule's length) and then ends.
 * Access never outlives what was paid for by more than the grace every plan gets.
 */
export function billedElsewhereAccessEnd(
  paidThrough: Date,
  retryDays: readonly number[] = DEFAULT_DUNNING_RETRY_DAYS,
): Date {
  return dunningGraceEnd(paidThrough, retryDays);
}

export interface BilledElsewhereFacts {
  billingSystem: BillingSystem;
  /** The date the biller last reported the plan as paid through (`current_period_end`). */
  paidThrough: Date;
}

/** Whether a plan billed outside Burrow has run past its paid-through date and grace at `now`. */
export function billedElsewhereHasLapsed(
  sub: BilledElsewhereFacts,
  now: Date,
  retryDays: readonly number[] = DEFAULT_DUNNING_RETRY_DAYS,
): boolean {
  if (sub.billingSystem === 'burrow') return false;
  return billedElsewhereAccessEnd(sub.paidThrough, retryDays).getTime() <= now.getTime();
}
