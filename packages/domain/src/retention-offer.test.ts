import { describe, expect, it } from 'vitest';
import {
  nextOfferAllowedAt,
  retentionOffer,
  retentionOfferFirst,
  retentionPercentOff,
  type RetentionOfferDecision,
  type RetentionOfferFacts,
} from './retention-offer';

const now = new Date('2026-03-10T12:00:00Z');
const yearly: RetentionOfferFacts = {
  billingSystem: 'burrow',
  status: 'active',
  revoked: false,
  autoBillingEnabled: true,
  autoBillFailedOn: null,
  periodEnd: new Date('2026-05-01T00:00:00Z'),
  cycleMonths: 12,
  renewalSubtotalMinor: 9999,
  lastAcceptedAt: null,
  reason: 'too_expensive',
};
const offer = (percentOff: number): RetentionOfferDecision => ({ kind: 'offer', percentOff });
const refused = (refusal: string): RetentionOfferDecision =>
  ({ kind: 'refused', refusal }) as RetentionOfferDecision;

describe('decision 0109: who is offered a discount on the next renewal', () => {
  it.each<[string, Partial<RetentionOfferFacts>, RetentionOfferDecision]>([
    ['a yearly plan set to renew', {}, offer(30)],
    ['a two-year plan', { cycleMonths: 24 }, offer(30)],
    ['a monthly plan', { cycleMonths: 1 }, offer(25)],
    ['a six-month plan', { cycleMonths: 6 }, offer(25)],
    ['no reason given', { reason: null }, offer(30)],
    ['"not using it"', { reason: 'not_using' }, offer(30)],
    ['"only a break"', { reason: 'temporary_need' }, offer(30)],
    ['"technical problems"', { reason: 'technical_problems' }, refused('reason_not_eligible')],
    [
      'accepted one more than 12 months ago',
      { lastAcceptedAt: new Date('2025-03-10T11:59:59Z') },
      offer(30),
    ],
    [
      'accepted one exactly 12 months ago',
      { lastAcceptedAt: new Date('2025-03-10T12:00:00Z') },
      offer(30),
    ],
    [
      'accepted one 11 months ago',
      { lastAcceptedAt: new Date('2025-04-10T12:00:00Z') },
      refused('accepted_recently'),
    ],
    ['paused', { status: 'paused' }, refused('paused')],
    ['in its free trial', { status: 'in_trial' }, refused('in_trial')],
    [
      'with renewal already off',
      { status: 'non_renewing', autoBillingEnabled: false },
      refused('autobill_off'),
    ],
    ['active with autobill off', { autoBillingEnabled: false }, refused('autobill_off')],
    ['ended', { status: 'cancelled' }, refused('not_active')],
    ['not started', { status: 'future' }, refused('not_active')],
    ['refunded and revoked', { revoked: true }, refused('not_active')],
    ['billed by the App Store', { billingSystem: 'app_store' }, refused('billed_elsewhere')],
    ['billed by Google Play', { billingSystem: 'play_store' }, refused('billed_elsewhere')],
    ['on the legacy system', { billingSystem: 'legacy' }, refused('billed_elsewhere')],
    [
      'in dunning (renewal failed)',
      { autoBillFailedOn: new Date('2026-03-01T00:00:00Z') },
      refused('payment_failed'),
    ],
    ['whose renewal is due now', { periodEnd: now }, refused('renewal_due')],
    ['renewing for nothing', { renewalSubtotalMinor: 0 }, refused('not_paid')],
    [
      'a trial billed elsewhere: the biller is named first',
      { status: 'in_trial', billingSystem: 'app_store' },
      refused('billed_elsewhere'),
    ],
  ])('%s', (_label, change, expected) => {
    expect(retentionOffer({ ...yearly, ...change }, now)).toEqual(expected);
  });

  it('may be offered again 12 calendar months after the last was accepted', () => {
    expect(nextOfferAllowedAt(new Date('2024-02-29T08:00:00Z')).toISOString()).toBe(
      '2025-02-28T08:00:00.000Z',
    );
  });

  it.each([
    [1, 25],
    [11, 25],
    [12, 30],
    [24, 30],
  ])('a %s-month plan gets %s%% off', (months, percent) => {
    expect(retentionPercentOff(months)).toBe(percent);
  });
});

describe('decision 0109: the offer comes before the pause only when the price was the reason', () => {
  it.each([
    ['too_expensive', true],
    ['temporary_need', false],
    ['not_using', false],
    [null, false],
  ] as const)('%s → offer first: %s', (reason, expected) => {
    expect(retentionOfferFirst(reason)).toBe(expected);
  });
});
