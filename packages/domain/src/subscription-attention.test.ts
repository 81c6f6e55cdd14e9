import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_LINKS } from './subscription-actions';
import { subscriptionAttention, type AttentionFacts } from './subscription-attention';
import { FUTURE, PAST, TEST_NOW, buildSubscription } from './test-builders';

const KRN = 'krn:subscription:abc';
const RETRY = '/subscriptions/krn:subscription:abc/retry_manual_payment';
const GRACE_END = '2026-06-20T00:00:00Z';
const SOON = '2026-06-24T00:00:00Z';

function facts(overrides: Partial<AttentionFacts> = {}): AttentionFacts {
  return {
    ...buildSubscription({ krn: KRN }),
    krn: KRN,
    handled_by_chargebee: true,
    payment_deadline: null,
    ...overrides,
  };
}

type Row = [situation: string, overrides: Partial<AttentionFacts>, expected: unknown];

const table: Row[] = [
  // Payment failed: the retry page, deadline the end of the retries.
  [
    'a failed card renewal → retry the payment before the grace ends',
    { next_payment_date: PAST, auto_bill_failed_on: PAST, payment_deadline: GRACE_END },
    { kind: 'payment_failed', deadline: GRACE_END, action: { id: 'retry_payment', href: RETRY } },
  ],
  [
    'a failed renewal the bank holds for authentication → confirm it on the retry page',
    {
      next_payment_date: PAST,
      auto_bill_failed_on: PAST,
      auto_bill_authentication_required: true,
      payment_deadline: GRACE_END,
    },
    { kind: 'payment_failed', deadline: GRACE_END, action: { id: 'confirm_payment', href: RETRY } },
  ],
  // Grace without a recorded failure, billed by Burrow: check the payment method.
  [
    'a Burrow plan past its payment date → update the payment method',
    { next_payment_date: PAST, payment_deadline: GRACE_END },
    {
      kind: 'payment_overdue',
      deadline: GRACE_END,
      action: { id: 'update_payment', href: '/credit_cards/edit' },
    },
  ],
  // Billed elsewhere and overdue: only that biller can take the payment.
  [
    'an App Store plan past its date → the App Store instructions',
    {
      next_payment_date: PAST,
      next_payment_method: 'AppStore',
      handled_by_chargebee: false,
      payment_deadline: GRACE_END,
    },
    {
      kind: 'billed_elsewhere_overdue',
      deadline: GRACE_END,
      action: { id: 'store_instructions', href: DEFAULT_SUPPORT_LINKS.iosInAppPurchases },
    },
  ],
  [
    'a Play Store plan past its date → the Play Store instructions',
    {
      next_payment_date: PAST,
      next_payment_method: 'PlayStore',
      handled_by_chargebee: false,
      payment_deadline: GRACE_END,
    },
    {
      kind: 'billed_elsewhere_overdue',
      deadline: GRACE_END,
      action: { id: 'store_instructions', href: DEFAULT_SUPPORT_LINKS.playStoreSubscriptions },
    },
  ],
  [
    'a legacy PayPal plan past its date → the failed-renewal help',
    {
      next_payment_date: PAST,
      next_payment_method: 'PaypalLegacy',
      handled_by_chargebee: false,
      payment_deadline: GRACE_END,
    },
    {
      kind: 'billed_elsewhere_overdue',
      deadline: GRACE_END,
      action: { id: 'store_instructions', href: DEFAULT_SUPPORT_LINKS.failedAutoRenewal },
    },
  ],
  // Expiring with autobill off: turn autobill on, or buy again where it cannot be.
  [
    'expiring with autobill off → turn autobill on, deadline its end',
    { next_payment_date: SOON, auto_billing_enabled: false, expires_soon: true },
    {
      kind: 'expiring_autobill_off',
      deadline: SOON,
      action: { id: 'turn_autobill_on', href: '/account-billing' },
    },
  ],
  [
    'expiring on a plan that cannot autobill → renew',
    {
      next_payment_date: SOON,
      auto_billing_enabled: false,
      supports_autobill: false,
      expires_soon: true,
    },
    { kind: 'expiring_autobill_off', deadline: SOON, action: { id: 'renew', href: '/order' } },
  ],
  // Nothing at risk.
  ['a healthy renewing plan', {}, null],
  ['a trial', { state: 'intrial', type: 'free_trial', next_payment_date: FUTURE }, null],
  [
    'autobill off but its end is weeks away',
    { auto_billing_enabled: false, expires_soon: false },
    null,
  ],
  ['an expired plan', { state: 'cancelled', next_payment_date: PAST }, null],
  ['a revoked plan', { state: 'revoked' }, null],
];

describe('the dashboard’s at-risk card: what is owed, by when, and the one action that fixes it', () => {
  it.each(table)('%s', (_situation, overrides, expected) => {
    expect(subscriptionAttention(facts(overrides), TEST_NOW)).toEqual(expected);
  });

  it('is judged at the moment given, never a clock of its own', () => {
    const overdue = facts({ next_payment_date: PAST, payment_deadline: GRACE_END });
    expect(subscriptionAttention(overdue, new Date('2026-05-01T00:00:00Z'))).toBeNull();
    expect(subscriptionAttention(overdue, TEST_NOW)?.kind).toBe('payment_overdue');
  });
});
