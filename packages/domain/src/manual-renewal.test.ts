import { describe, expect, it } from 'vitest';
import { isManualRenewalAllowed, isRenewable, type RenewalFacts } from './manual-renewal';
import type { PaymentMethod } from './payment-method';
import { FUTURE, PAST, TEST_NOW } from './test-builders';

function facts(overrides: Partial<RenewalFacts> = {}): RenewalFacts {
  return {
    state: 'active',
    type: 'standard',
    next_payment_date: FUTURE,
    next_payment_method: 'CreditCard',
    auto_billing_enabled: false,
    supports_autobill: true,
    auto_bill_failed_on: null,
    auto_bill_payment_failed: false,
    expires_soon: false,
    manual_renew_allowed: false,
    ...overrides,
  };
}

const expired = { state: 'cancelled', next_payment_date: PAST } as const;

describe('docs/product.md#renewing-by-hand manual renewal: card only with manual_renew_allowed, expired and autobill off', () => {
  it.each<[string, PaymentMethod, Partial<RenewalFacts>, boolean]>([
    ['all three hold', 'CreditCard', { ...expired, manual_renew_allowed: true }, true],
    ['not allowed by billing', 'CreditCard', { ...expired }, false],
    ['not expired', 'CreditCard', { manual_renew_allowed: true }, false],
    [
      'autobill on',
      'CreditCard',
      { ...expired, manual_renew_allowed: true, auto_billing_enabled: true },
      false,
    ],
    ['Google Pay is a card', 'GooglePay', { ...expired }, false],
    ['Apple Pay is a card', 'ApplePay', { ...expired, manual_renew_allowed: true }, true],
  ])('%s (%s) → %s', (_label, method, overrides, expected) => {
    expect(
      isManualRenewalAllowed(facts({ next_payment_method: method, ...overrides }), TEST_NOW),
    ).toBe(expected);
  });
});

describe('docs/product.md#renewing-by-hand manual renewal: legacy PayPal or Braintree when expired and autobill off', () => {
  it.each<[string, PaymentMethod, Partial<RenewalFacts>, boolean]>([
    ['PaypalLegacy expired', 'PaypalLegacy', { ...expired }, true],
    ['Braintree expired', 'Braintree', { ...expired }, true],
    ['Braintree running', 'Braintree', {}, false],
    [
      'PaypalLegacy expired, autobill on',
      'PaypalLegacy',
      { ...expired, auto_billing_enabled: true },
      false,
    ],
  ])('%s → %s', (_label, method, overrides, expected) => {
    expect(
      isManualRenewalAllowed(facts({ next_payment_method: method, ...overrides }), TEST_NOW),
    ).toBe(expected);
  });
});

describe('docs/product.md#renewing-by-hand manual renewal: other external methods always, otherwise when expired', () => {
  it.each<[PaymentMethod, boolean, boolean]>([
    ['Bitpay', true, true],
    ['gift_card', true, true],
    ['incomm', true, true],
    ['PayPal', false, true],
    ['AppStore', false, true],
    ['PlayStore', false, true],
    ['amdocs', false, true],
    ['None', false, true],
  ])('%s: running %s, expired %s', (method, running, whenExpired) => {
    expect(isManualRenewalAllowed(facts({ next_payment_method: method }), TEST_NOW)).toBe(running);
    expect(
      isManualRenewalAllowed(facts({ next_payment_method: method, ...expired }), TEST_NOW),
    ).toBe(whenExpired);
  });
});

describe('docs/product.md#renewing-by-hand renewable: not expired, not in trial, not app store/play store/gift card/incomm/amdocs', () => {
  it.each<[string, Partial<RenewalFacts>, boolean]>([
    ['active card subscription', {}, true],
    ['PayPal', { next_payment_method: 'PayPal' }, true],
    ['expired', { ...expired }, false],
    ['in trial by state', { state: 'intrial' }, false],
    ['in trial by type', { type: 'free_trial' }, false],
    ['App Store', { next_payment_method: 'AppStore' }, false],
    ['Play Store', { next_payment_method: 'PlayStore' }, false],
    ['gift card', { next_payment_method: 'gift_card' }, false],
    ['incomm', { next_payment_method: 'incomm' }, false],
    ['amdocs', { next_payment_method: 'amdocs' }, false],
  ])('%s → %s', (_label, overrides, expected) => {
    expect(isRenewable(facts(overrides), TEST_NOW)).toBe(expected);
  });
});
