import { describe, expect, it } from 'vitest';
import {
  dueReminder,
  plannedReminder,
  reminderLeadDays,
  remindsEveryRenewal,
  type ReminderFacts,
} from './renewal-reminder';

const periodEnd = new Date('2026-06-30T12:00:00Z');
const daysBefore = (days: number) => new Date(periodEnd.getTime() - days * 86_400_000);

const annual: ReminderFacts = {
  billingSystem: 'burrow',
  status: 'active',
  autoBillingEnabled: true,
  hasPaymentSource: true,
  autoBillFailedOn: null,
  cycleMonths: 12,
  country: 'US',
  periodEnd,
};

describe('renewal and trial reminders (issue 16, decision 0101)', () => {
  it.each([
    // trial, months, country, lead days
    [true, 1, 'US', 3],
    [true, 12, 'DE', 3],
    [false, 12, 'US', 30],
    [false, 24, 'DE', 30],
    [false, 1, 'US', null],
    [false, 6, 'DE', null],
    [false, 1, 'GB', 7],
    [false, 1, 'FR', 7],
    [false, 6, 'IN', 7],
    [false, 1, 'fr', 7],
    [false, 1, null, null],
  ] as const)(
    'trial %s, %i months, in %s: reminded %s days before',
    (trial, months, country, lead) => {
      expect(reminderLeadDays(trial, months, country)).toBe(lead);
    },
  );

  it.each([
    ['GB', true],
    ['FR', true],
    ['IN', true],
    ['US', false],
    ['DE', false],
    ['', false],
    ['constructor', false],
  ])('%s asks for a reminder before every renewal: %s', (country, expected) => {
    expect(remindsEveryRenewal(country)).toBe(expected);
  });

  it.each<[string, Partial<ReminderFacts>, ReturnType<typeof plannedReminder>]>([
    ['an annual plan on autobill', {}, { kind: 'renewal', sendFrom: daysBefore(30) }],
    [
      'a trial converting to a monthly plan',
      { status: 'in_trial', cycleMonths: 1 },
      { kind: 'trial_conversion', sendFrom: daysBefore(3) },
    ],
    ['autobill off', { autoBillingEnabled: false }, null],
    ['a plan cancelled at period end', { status: 'non_renewing' }, null],
    ['a cancelled plan', { status: 'cancelled' }, null],
    ['a paused plan', { status: 'paused' }, null],
    ['a trial with no way to pay', { status: 'in_trial', hasPaymentSource: false }, null],
    ['a renewal already failing', { autoBillFailedOn: daysBefore(1) }, null],
    ['a plan the App Store bills', { billingSystem: 'app_store' }, null],
    ['a monthly plan in the US', { cycleMonths: 1 }, null],
    [
      'a monthly plan in the UK',
      { cycleMonths: 1, country: 'GB' },
      { kind: 'renewal', sendFrom: daysBefore(7) },
    ],
  ])('%s', (_, change, expected) => {
    expect(plannedReminder({ ...annual, ...change })).toEqual(expected);
  });

  it.each([
    [daysBefore(31), null],
    [daysBefore(30), 'renewal'],
    [daysBefore(1), 'renewal'],
    // Once the charge is due the reminder has no point: the receipt follows.
    [periodEnd, null],
    [daysBefore(-1), null],
  ])('at %s the due reminder is %s', (now, expected) => {
    expect(dueReminder(annual, now)).toBe(expected);
  });
});
