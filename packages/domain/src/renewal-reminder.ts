import type { BillingSystem } from './account-deletion';
import type { SubscriptionItemStatus } from './subscription-lifecycle';

const DAY_MS = 86_400_000;

/** Which charge a reminder announces: a renewal, or a free trial becoming a paid plan. */
export type ReminderKind = 'renewal' | 'trial_conversion';

/** A plan of this many months or more renews once a year or less often: always reminded. */
export const LONG_CYCLE_MONTHS = 12;

/**
 * How long before the charge each reminder goes out (decision 0101). Long enough to change
 * one's mind and turn autobill off, short enough to be remembered when the charge comes.
 */
export const REMINDER_LEAD_DAYS = {
  /** A trial: the customer has used the product only days; three leaves time to decide. */
  trial_conversion: 3,
  /** A year or longer: a month, inside the 15 to 45 days that the strictest rules ask. */
  long_renewal: 30,
  /** A shorter plan where the country asks for it: a week, well before the charge. */
  short_renewal: 7,
} as const;

/** The longest lead: no reminder is due earlier than this before a period ends. */
export const MAX_REMINDER_LEAD_DAYS = Math.max(...Object.values(REMINDER_LEAD_DAYS));

/**
 * Countries where a customer is reminded before every renewal, however short the plan
 * (decision 0101 says why for each). ISO 3166-1 alpha-2 codes.
 */
export const REMIND_EVERY_RENEWAL_COUNTRIES: Readonly<Record<string, string>> = {
  GB: 'Subscription contract rules (Digital Markets, Competition and Consumers Act 2024): reminder notices before renewal payments',
  FR: 'Tacit renewal of consumer service contracts (Code de la consommation, L215-1): the consumer is told before each renewal that they may stop it',
  IN: 'Recurring card payments (RBI e-mandate framework): the customer is notified before every recurring debit',
};

export function remindsEveryRenewal(country: string | null | undefined): boolean {
  return Object.hasOwn(REMIND_EVERY_RENEWAL_COUNTRIES, (country ?? '').toUpperCase());
}

export interface ReminderFacts {
  billingSystem: BillingSystem;
  status: SubscriptionItemStatus;
  autoBillingEnabled: boolean;
  hasPaymentSource: boolean;
  /** Set while a renewal has failed: the dunning emails speak for that charge instead. */
  autoBillFailedOn: Date | null;
  cycleMonths: number;
  /** Where the customer is taxed (the subscription's tax country, else the account's). */
  country: string | null;
  periodEnd: Date;
}

export interface PlannedReminder {
  kind: ReminderKind;
  /** From when the billing run sends it; it is never sent once the period has ended. */
  sendFrom: Date;
}

/**
 * The reminder this period's charge calls for, if any: only a charge that will happen —
 * Burrow bills it, autobill is on with a saved way to pay, and no renewal is failing. A trial
 * is always reminded before it converts; a renewal when the plan runs a year or longer, or
 * when the customer's country asks for it before every renewal.
 */
export function plannedReminder(facts: ReminderFacts): PlannedReminder | null {
  const charges =
    facts.billingSystem === 'burrow' &&
    (facts.status === 'active' || facts.status === 'in_trial') &&
    facts.autoBillingEnabled &&
    facts.hasPaymentSource &&
    facts.autoBillFailedOn === null;
  if (!charges) return null;
  const lead = reminderLeadDays(facts.status === 'in_trial', facts.cycleMonths, facts.country);
  if (lead === null) return null;
  return {
    kind: facts.status === 'in_trial' ? 'trial_conversion' : 'renewal',
    sendFrom: new Date(facts.periodEnd.getTime() - lead * DAY_MS),
  };
}

/** Days before the charge the reminder is sent, or null when this charge needs none. */
export function reminderLeadDays(
  trial: boolean,
  cycleMonths: number,
  country: string | null | undefined,
): number | null {
  if (trial) return REMINDER_LEAD_DAYS.trial_conversion;
  if (cycleMonths >= LONG_CYCLE_MONTHS) return REMINDER_LEAD_DAYS.long_renewal;
  return remindsEveryRenewal(country) ? REMINDER_LEAD_DAYS.short_renewal : null;
}

/** The reminder to send at `now`: planned, due, and its charge still ahead. */
export function dueReminder(facts: ReminderFacts, now: Date): ReminderKind | null {
  const planned = plannedReminder(facts);
  if (!planned) return null;
  return planned.sendFrom <= now && now < facts.periodEnd ? planned.kind : null;
}
