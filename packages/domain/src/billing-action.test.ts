import { describe, expect, it } from 'vitest';
import { billingAction, type BillingFacts } from './billing-action';

const now = new Date('2026-05-10T12:00:00Z');
const day = 86_400_000;
const at = (days: number) => new Date(now.getTime() + days * day);
const retryDays = [1, 3, 5, 7];

function facts(overrides: Partial<BillingFacts> = {}): BillingFacts {
  return {
    billingSystem: 'burrow',
    status: 'active',
    autoBillingEnabled: true,
    hasPaymentSource: true,
    periodEnd: at(-1),
    autoBillFailedOn: null,
    nextRetryAt: null,
    hardDeclined: false,
    ...overrides,
  };
}

describe('the billing run’s decision for a subscription (issue 5 lifecycle)', () => {
  it.each([
    ['period not over yet', facts({ periodEnd: at(3) }), { kind: 'none' }],
    ['renewal due with autobill on', facts(), { kind: 'charge', reason: 'renewal' }],
    [
      'autobill off at period end',
      facts({ autoBillingEnabled: false }),
      { kind: 'expire', reason: 'not_renewing' },
    ],
    [
      'non-renewing at period end',
      facts({ status: 'non_renewing', autoBillingEnabled: false }),
      { kind: 'expire', reason: 'not_renewing' },
    ],
    [
      'trial ends with a card',
      facts({ status: 'in_trial' }),
      { kind: 'charge', reason: 'trial_conversion' },
    ],
    [
      'trial ends without a card',
      facts({ status: 'in_trial', hasPaymentSource: false }),
      { kind: 'expire', reason: 'trial_without_payment_method' },
    ],
    [
      'dunning retry due',
      facts({ autoBillFailedOn: at(-1), nextRetryAt: at(0) }),
      { kind: 'charge', reason: 'dunning_retry' },
    ],
    [
      'dunning retry not yet due',
      facts({ autoBillFailedOn: at(-1), nextRetryAt: at(1) }),
      { kind: 'none' },
    ],
    [
      'hard decline inside grace',
      facts({ autoBillFailedOn: at(-2), hardDeclined: true }),
      { kind: 'none' },
    ],
    [
      'hard decline after grace',
      facts({ autoBillFailedOn: at(-8), hardDeclined: true }),
      { kind: 'expire', reason: 'dunning_exhausted' },
    ],
    [
      'retries used up',
      facts({ autoBillFailedOn: at(-7), nextRetryAt: null }),
      { kind: 'expire', reason: 'dunning_exhausted' },
    ],
    ['already cancelled', facts({ status: 'cancelled' }), { kind: 'none' }],
    [
      'App Store plan in grace is never charged',
      facts({ billingSystem: 'app_store', periodEnd: at(-2), hasPaymentSource: false }),
      { kind: 'none' },
    ],
    [
      'App Store plan past its paid-through date and grace',
      facts({ billingSystem: 'app_store', periodEnd: at(-19) }),
      { kind: 'expire', reason: 'billed_elsewhere_lapsed' },
    ],
    [
      'legacy PayPal plan two days overdue, in grace',
      facts({ billingSystem: 'legacy', periodEnd: at(-2) }),
      { kind: 'none' },
    ],
    [
      'legacy PayPal plan 40 days overdue',
      facts({ billingSystem: 'legacy', periodEnd: at(-40) }),
      { kind: 'expire', reason: 'billed_elsewhere_lapsed' },
    ],
    [
      'cancelled store plan',
      facts({ billingSystem: 'play_store', status: 'cancelled', periodEnd: at(-40) }),
      { kind: 'none' },
    ],
    ['paused', facts({ status: 'paused' }), { kind: 'none' }],
  ] as const)('%s', (_label, sub, expected) => {
    expect(billingAction(sub, now, retryDays)).toEqual(expected);
  });
});
