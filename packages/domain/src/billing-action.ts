import type { BillingSystem } from './account-deletion';
import { billedElsewhereHasLapsed } from './billed-elsewhere';
import { dunningGraceEnd } from './dunning';
import type { SubscriptionItemStatus } from './subscription-lifecycle';

/** What the billing run must do with a subscription at `now` (issue 5 lifecycle). */
export type BillingAction =
  /** Charge the saved payment source: a renewal, a trial conversion or a dunning retry. */
  | { kind: 'charge'; reason: 'renewal' | 'trial_conversion' | 'dunning_retry' }
  /**
   * End it: autobill off at period end, a trial without a payment source, dunning exhausted,
   * or a plan billed elsewhere that ran past its paid-through date and grace.
   */
  | {
      kind: 'expire';
      reason:
        | 'not_renewing'
        | 'trial_without_payment_method'
        | 'dunning_exhausted'
        | 'billed_elsewhere_lapsed';
    }
  | { kind: 'none' };

export interface BillingFacts {
  /** Who charges it: only Burrow's own plans are charged; the others can only end. */
  billingSystem: BillingSystem;
  status: SubscriptionItemStatus;
  autoBillingEnabled: boolean;
  hasPaymentSource: boolean;
  periodEnd: Date;
  autoBillFailedOn: Date | null;
  nextRetryAt: Date | null;
  hardDeclined: boolean;
}

/**
 * The billing decision, in the order a real engine applies it: nothing before the period
 * ends; a subscription in dunning is retried when due and expires when its grace is over;
 * otherwise at period end it renews (or a trial converts) when autobill is on with a saved
 * source, and expires when not. A plan billed elsewhere is never charged here: it ends once
 * its paid-through date and grace are behind it (`billedElsewhereHasLapsed`).
 */
export function billingAction(
  sub: BillingFacts,
  now: Date,
  retryDays: readonly number[],
): BillingAction {
  const live =
    sub.status === 'active' || sub.status === 'in_trial' || sub.status === 'non_renewing';
  if (!live) return { kind: 'none' };
  if (sub.billingSystem !== 'burrow') {
    return billedElsewhereHasLapsed(
      { billingSystem: sub.billingSystem, paidThrough: sub.periodEnd },
      now,
      retryDays,
    )
      ? { kind: 'expire', reason: 'billed_elsewhere_lapsed' }
      : { kind: 'none' };
  }
  if (sub.autoBillFailedOn) {
    if (!sub.hardDeclined && sub.nextRetryAt && sub.nextRetryAt <= now) {
      return { kind: 'charge', reason: 'dunning_retry' };
    }
    const graceOver = !sub.nextRetryAt && dunningGraceEnd(sub.autoBillFailedOn, retryDays) <= now;
    return graceOver ? { kind: 'expire', reason: 'dunning_exhausted' } : { kind: 'none' };
  }
  if (sub.periodEnd > now) return { kind: 'none' };
  if (sub.status === 'non_renewing' || !sub.autoBillingEnabled) {
    return { kind: 'expire', reason: 'not_renewing' };
  }
  if (!sub.hasPaymentSource) {
    return sub.status === 'in_trial'
      ? { kind: 'expire', reason: 'trial_without_payment_method' }
      : { kind: 'expire', reason: 'not_renewing' };
  }
  return { kind: 'charge', reason: sub.status === 'in_trial' ? 'trial_conversion' : 'renewal' };
}
