import type { BillingSystem } from './account-deletion';
import { addPeriod } from './billing-period';
import type { SubscriptionItemStatus } from './subscription-lifecycle';
import type { RenewalOffReason } from './subscription-pause';

/**
 * The retention offer (decision 0109): a customer turning automatic renewal off may keep the
 * plan at a percentage off its next renewal — that one renewal only, then the full price.
 */

/** An accepted offer may be offered again this many months after it was accepted. */
export const RETENTION_OFFER_COOLDOWN_MONTHS = 12;

/** Plans of this many months or more get the larger discount. */
export const LONG_PLAN_MONTHS = 12;

/** The percentage off the next renewal: more for the plans that renew least often. */
export const RETENTION_PERCENT_OFF = { longPlan: 30, shortPlan: 25 } as const;

/**
 * Reasons that get no offer: a discount does not fix a VPN that does not work, and the
 * customer is better served by help than by a price.
 */
export const REASONS_WITHOUT_OFFER: readonly RenewalOffReason[] = ['technical_problems'];

/** Reasons for which the offer comes before the pause: the price is what they named. */
export const REASONS_OFFERED_FIRST: readonly RenewalOffReason[] = ['too_expensive'];

/** Why a subscription gets no offer now, as the API's `details.reason` names it. */
export const RETENTION_OFFER_REFUSALS = [
  'not_active',
  'paused',
  'billed_elsewhere',
  'in_trial',
  'autobill_off',
  'payment_failed',
  'renewal_due',
  'not_paid',
  'accepted_recently',
  'reason_not_eligible',
] as const;
export type RetentionOfferRefusal = (typeof RETENTION_OFFER_REFUSALS)[number];

export interface RetentionOfferFacts {
  billingSystem: BillingSystem;
  status: SubscriptionItemStatus;
  revoked: boolean;
  autoBillingEnabled: boolean;
  autoBillFailedOn: Date | null;
  /** The end of the period paid for: the next renewal's date. */
  periodEnd: Date;
  /** The plan's length in months. */
  cycleMonths: number;
  /** What the next renewal costs before tax and before any offer. */
  renewalSubtotalMinor: number;
  /** When the customer last accepted a retention offer on this subscription. */
  lastAcceptedAt: Date | null;
  /** The reason given in the flow's first step, if any. */
  reason: RenewalOffReason | null;
}

export type RetentionOfferDecision =
  { kind: 'offer'; percentOff: number } | { kind: 'refused'; refusal: RetentionOfferRefusal };

/**
 * Whether the customer turning renewal off is offered a discount on the next renewal, and
 * how much — refusals in this order, so the one given is the one the customer can least
 * change. Only a running plan Burrow bills, that renews for money, with its renewal not
 * failed and not due this instant, not in its trial or paused, no offer accepted in the last
 * {@link RETENTION_OFFER_COOLDOWN_MONTHS} months, and a reason a discount answers.
 */
export function retentionOffer(facts: RetentionOfferFacts, now: Date): RetentionOfferDecision {
  const refusal = retentionOfferRefusal(facts, now);
  if (refusal) return { kind: 'refused', refusal };
  return { kind: 'offer', percentOff: retentionPercentOff(facts.cycleMonths) };
}

function retentionOfferRefusal(
  facts: RetentionOfferFacts,
  now: Date,
): RetentionOfferRefusal | null {
  if (facts.status === 'paused') return 'paused';
  if (facts.revoked || (facts.status !== 'active' && facts.status !== 'in_trial')) {
    return facts.status === 'non_renewing' && !facts.revoked ? 'autobill_off' : 'not_active';
  }
  if (facts.billingSystem !== 'burrow') return 'billed_elsewhere';
  if (facts.status === 'in_trial') return 'in_trial';
  if (!facts.autoBillingEnabled) return 'autobill_off';
  if (facts.autoBillFailedOn) return 'payment_failed';
  // A renewal due now belongs to the billing run: the offer could not reach it in time.
  if (facts.periodEnd <= now) return 'renewal_due';
  if (facts.renewalSubtotalMinor <= 0) return 'not_paid';
  if (facts.lastAcceptedAt && nextOfferAllowedAt(facts.lastAcceptedAt) > now) {
    return 'accepted_recently';
  }
  if (facts.reason && REASONS_WITHOUT_OFFER.includes(facts.reason)) return 'reason_not_eligible';
  return null;
}

/** The percentage off the next renewal of a plan `cycleMonths` long. */
export function retentionPercentOff(cycleMonths: number): number {
  return cycleMonths >= LONG_PLAN_MONTHS
    ? RETENTION_PERCENT_OFF.longPlan
    : RETENTION_PERCENT_OFF.shortPlan;
}

/** The first moment a subscription whose offer was accepted at `acceptedAt` may get another. */
export function nextOfferAllowedAt(acceptedAt: Date): Date {
  return addPeriod(acceptedAt, { length: RETENTION_OFFER_COOLDOWN_MONTHS, unit: 'month' });
}

/** Which the turn-renewal-off flow shows first after the reason, when both are available. */
export function retentionOfferFirst(reason: RenewalOffReason | null): boolean {
  return reason !== null && REASONS_OFFERED_FIRST.includes(reason);
}
