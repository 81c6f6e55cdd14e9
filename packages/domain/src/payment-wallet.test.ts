import { describe, expect, it } from 'vitest';
import {
  becomesDefault,
  isCardExpired,
  removalDecision,
  retriesOnMethodChange,
  SUBSCRIPTION_METHOD_OF,
  successorDefault,
  type WalletEntry,
} from './payment-wallet';

const at = (iso: string) => new Date(iso);
const method = (id: string, createdAt: string, isDefault = false): WalletEntry => ({
  id,
  isDefault,
  createdAt: at(createdAt),
});

const oldVisa = method('visa', '2026-01-01T00:00:00Z', true);
const paypal = method('paypal', '2026-03-01T00:00:00Z');
const amex = method('amex', '2026-02-01T00:00:00Z');

describe('a newly saved method becomes the default (issue 6, decision 0040)', () => {
  it.each([
    ['the first method, even when not asked', 0, false, true],
    ['the first method, asked', 0, true, true],
    ['a further method the customer made default', 2, true, true],
    ['a further method kept as a spare', 2, false, false],
  ])('%s', (_label, walletSize, requested, expected) => {
    expect(becomesDefault(walletSize, requested)).toBe(expected);
  });
});

describe('the successor of a removed default is the newest method that stays', () => {
  it.each([
    ['newest of the rest', [oldVisa, paypal, amex], 'visa', 'paypal'],
    ['the only one left', [oldVisa, amex], 'visa', 'amex'],
    ['nothing left', [oldVisa], 'visa', null],
    [
      'same moment: the larger id, so the answer never depends on row order',
      [oldVisa, method('b', '2026-05-01T00:00:00Z'), method('c', '2026-05-01T00:00:00Z')],
      'visa',
      'c',
    ],
    [
      'same moment, larger id first',
      [oldVisa, method('c', '2026-05-01T00:00:00Z'), method('b', '2026-05-01T00:00:00Z')],
      'visa',
      'c',
    ],
  ] as const)('%s', (_label, methods, removed, expected) => {
    expect(successorDefault(methods, removed)?.id ?? null).toBe(expected);
  });
});

describe('removing a saved method (issue 6: not the last one for an autobilled subscription)', () => {
  const renewsOn = (methodId: string | null, autoBillingEnabled = true) => ({
    methodId,
    autoBillingEnabled,
  });
  it.each([
    [
      'a spare method: the default stays, its subscriptions move to it',
      [oldVisa, paypal],
      'paypal',
      [renewsOn('paypal')],
      { allowed: true, defaultId: 'visa', moveSubscriptionsTo: 'visa' },
    ],
    [
      'the default with others left: the newest becomes default and takes its subscriptions',
      [oldVisa, paypal, amex],
      'visa',
      [renewsOn('visa')],
      { allowed: true, defaultId: 'paypal', moveSubscriptionsTo: 'paypal' },
    ],
    [
      'the last method while an autobilled subscription renews on it',
      [oldVisa],
      'visa',
      [renewsOn('visa')],
      { allowed: false, reason: 'needed_for_autobill' },
    ],
    [
      'the last method of a customer whose subscription has autobill off',
      [oldVisa],
      'visa',
      [renewsOn('visa', false)],
      { allowed: true, defaultId: null, moveSubscriptionsTo: null },
    ],
    [
      'the last method when the autobilled subscription charges something else',
      [oldVisa],
      'visa',
      [renewsOn(null)],
      { allowed: true, defaultId: null, moveSubscriptionsTo: null },
    ],
    [
      'the last method of a customer without subscriptions',
      [oldVisa],
      'visa',
      [],
      { allowed: true, defaultId: null, moveSubscriptionsTo: null },
    ],
    [
      'a wallet without a default (never written, but safe): the newest remaining takes over',
      [method('a', '2026-01-01T00:00:00Z'), method('b', '2026-02-01T00:00:00Z')],
      'a',
      [renewsOn('a')],
      { allowed: true, defaultId: 'b', moveSubscriptionsTo: 'b' },
    ],
    [
      'an id that is not in the wallet is never "needed"',
      [],
      'ghost',
      [renewsOn('ghost')],
      { allowed: true, defaultId: null, moveSubscriptionsTo: null },
    ],
  ] as const)('%s', (_label, methods, removed, subscriptions, expected) => {
    expect(removalDecision(methods, removed, subscriptions)).toEqual(expected);
  });
});

describe('replacing the method of a subscription in dunning retries at once (issue 5)', () => {
  it.each([
    ['renewal failed, still in grace', { autoBillFailedOn: at('2026-06-01'), live: true }, true],
    ['renewal fine', { autoBillFailedOn: null, live: true }, false],
    ['already ended', { autoBillFailedOn: at('2026-06-01'), live: false }, false],
  ])('%s', (_label, sub, expected) => {
    expect(retriesOnMethodChange(sub)).toBe(expected);
  });
});

describe('a card is valid through the last day of its expiry month (UTC)', () => {
  it.each([
    ['last moment of the month', 6, 2026, '2026-06-30T23:59:59Z', false],
    ['first moment of the next month', 6, 2026, '2026-07-01T00:00:00Z', true],
    ['December rolls into January', 12, 2026, '2027-01-01T00:00:00Z', true],
    ['December, still valid', 12, 2026, '2026-12-31T12:00:00Z', false],
    ['years ahead', 12, 2040, '2026-06-15T00:00:00Z', false],
    ['unknown month', null, 2026, '2030-01-01T00:00:00Z', false],
    ['unknown year', 6, null, '2030-01-01T00:00:00Z', false],
  ])('%s', (_label, month, year, now, expected) => {
    expect(isCardExpired(month, year, at(now))).toBe(expected);
  });
});

describe('the docs/product.md#payment-methods payment method a subscription shows for the wallet method it charges', () => {
  it.each([
    ['card', 'CreditCard'],
    ['paypal', 'PayPal'],
    ['apple_pay', 'ApplePay'],
    ['google_pay', 'GooglePay'],
  ] as const)('%s → %s', (type, expected) => {
    expect(SUBSCRIPTION_METHOD_OF[type]).toBe(expected);
  });
});
