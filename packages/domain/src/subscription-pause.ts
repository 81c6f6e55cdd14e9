import type { BillingSystem } from './account-deletion';
import { addPeriod } from './billing-period';
import type { SubscriptionItemStatus } from './subscription-lifecycle';

/**
 * Pausing instead of leaving (decision 0102): a customer about to turn automatic renewal off
 * may pause the plan for one, two or three months. Nothing is charged and the VPN is off
 * while it is paused; the paid time left when it was paused is kept and served after it, so
 * the next renewal moves back by exactly the time spent paused.
 */
export const PAUSE_MONTHS = [1, 2, 3] as const;
export type PauseMonths = (typeof PAUSE_MONTHS)[number];

/** A pause is offered once in this many months, counted from the start of the last one. */
export const PAUSE_COOLDOWN_MONTHS = 12;

/** How long before a pause ends the customer is reminded that access and billing come back. */
export const PAUSE_REMINDER_DAYS = 3;

/** Why the customer wants renewal off: a short fixed list, with optional words of their own. */
export const RENEWAL_OFF_REASONS = [
  'too_expensive',
  'not_using',
  'technical_problems',
  'missing_features',
  'switching_provider',
  'temporary_need',
  'other',
] as const;
export type RenewalOffReason = (typeof RENEWAL_OFF_REASONS)[number];

/** The longest free-text reason stored. */
export const RENEWAL_OFF_DETAIL_MAX = 500;

/** Why a subscription may not be paused now, as the API's `details.reason` names it. */
export type PauseRefusal =
  | 'not_active'
  | 'in_trial'
  | 'billed_elsewhere'
  | 'autobill_off'
  | 'payment_failed'
  | 'renewal_due'
  | 'already_paused'
  | 'paused_recently';

export interface PauseFacts {
  billingSystem: BillingSystem;
  status: SubscriptionItemStatus;
  revoked: boolean;
  autoBillingEnabled: boolean;
  autoBillFailedOn: Date | null;
  /** The end of the period paid for. */
  periodEnd: Date;
  /** When the latest pause started, if the subscription was ever paused. */
  lastPauseStartedAt: Date | null;
}

/**
 * Whether the subscription may be paused at `now`, or why not — in this order, so the reason
 * given is the one the customer can least change. Only a running plan Burrow bills that is
 * set to renew, with its renewal not failed and not due this instant, and not paused in the
 * last {@link PAUSE_COOLDOWN_MONTHS} months.
 */
export function pauseRefusal(facts: PauseFacts, now: Date): PauseRefusal | null {
  if (facts.status === 'paused') return 'already_paused';
  if (facts.revoked || (facts.status !== 'active' && facts.status !== 'in_trial')) {
    return facts.status === 'non_renewing' && !facts.revoked ? 'autobill_off' : 'not_active';
  }
  if (facts.billingSystem !== 'burrow') return 'billed_elsewhere';
  if (facts.status === 'in_trial') return 'in_trial';
  if (!facts.autoBillingEnabled) return 'autobill_off';
  if (facts.autoBillFailedOn) return 'payment_failed';
  // A renewal due now belongs to the billing run: pausing would not save its charge.
  if (facts.periodEnd <= now) return 'renewal_due';
  if (facts.lastPauseStartedAt && nextPauseAllowedAt(facts.lastPauseStartedAt) > now) {
    return 'paused_recently';
  }
  return null;
}

/** The first moment a subscription last paused at `lastStart` may pause again. */
export function nextPauseAllowedAt(lastStart: Date): Date {
  return addPeriod(lastStart, { length: PAUSE_COOLDOWN_MONTHS, unit: 'month' });
}

export interface PausePlan {
  /** When it resumes by itself. */
  resumesAt: Date;
  /** The paid-through date once resumed on time: the paid time left, served after the pause. */
  periodEnd: Date;
}

/** A pause of `months` starting at `now` for a plan paid through `periodEnd`. */
export function planPause(now: Date, months: PauseMonths, periodEnd: Date): PausePlan {
  const resumesAt = addPeriod(now, { length: months, unit: 'month' });
  return { resumesAt, periodEnd: periodEndAfterPause(periodEnd, now, resumesAt) };
}

/**
 * The paid-through date after a pause that began at `startedAt` and ended at `endedAt` (on
 * time, or early when the customer resumed): the date it had, moved by the time paused.
 */
export function periodEndAfterPause(periodEndBefore: Date, startedAt: Date, endedAt: Date): Date {
  const paused = Math.max(0, endedAt.getTime() - startedAt.getTime());
  return new Date(periodEndBefore.getTime() + paused);
}

/** Whether the "resuming soon" reminder is due at `now` for a pause ending at `resumesAt`. */
export function pauseReminderDue(resumesAt: Date, now: Date): boolean {
  const remindFrom = resumesAt.getTime() - PAUSE_REMINDER_DAYS * 86_400_000;
  return now.getTime() >= remindFrom && now < resumesAt;
}

/** The item status a paused subscription resumes to: renewing, unless renewal was turned off. */
export function statusAfterPause(autoBillingEnabled: boolean): SubscriptionItemStatus {
  return autoBillingEnabled ? 'active' : 'non_renewing';
}
