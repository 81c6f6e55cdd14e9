import { describe, expect, it } from 'vitest';
import {
  isCardMethod,
  isExternalOneOffMethod,
  isGiftCardMethod,
  isInAppPurchaseMethod,
  isLegacyPayPalMethod,
  isPartnerBilledMethod,
  isPaymentMethod,
  isThirdPartyBilledMethod,
  PAYMENT_METHODS,
  type PaymentMethod,
} from './payment-method';

describe('docs/product.md#payment-methods payment method values', () => {
  it('are exactly the wire strings', () => {
    expect(PAYMENT_METHODS).toEqual([
      'PlayStore',
      'AppStore',
      'CreditCard',
      'GooglePay',
      'ApplePay',
      'Braintree',
      'Bitpay',
      'PaypalLegacy',
      'PayPal',
      'None',
      'amdocs',
      'incomm',
      'gift_card',
    ]);
  });

  it.each([
    ['CreditCard', true],
    ['gift_card', true],
    ['creditcard', false],
    ['Visa', false],
  ])('%s is a payment method: %s', (value, expected) => {
    expect(isPaymentMethod(value)).toBe(expected);
  });

  // Columns: in-app, card, legacy PayPal, gift card, one-off external, partner, third party.
  it.each<[PaymentMethod, boolean, boolean, boolean, boolean, boolean, boolean, boolean]>([
    ['PlayStore', true, false, false, false, false, true, true],
    ['AppStore', true, false, false, false, false, true, true],
    ['CreditCard', false, true, false, false, false, false, false],
    ['GooglePay', false, true, false, false, false, false, false],
    ['ApplePay', false, true, false, false, false, false, false],
    ['Braintree', false, false, true, false, false, false, false],
    ['Bitpay', false, false, false, false, true, false, false],
    ['PaypalLegacy', false, false, true, false, false, false, false],
    ['PayPal', false, false, false, false, false, false, false],
    ['None', false, false, false, false, false, false, false],
    ['amdocs', false, false, false, false, false, true, true],
    ['incomm', false, false, false, true, true, false, true],
    ['gift_card', false, false, false, true, true, false, true],
  ])('%s groups', (method, inApp, card, legacy, gift, oneOff, partner, thirdParty) => {
    expect(isInAppPurchaseMethod(method)).toBe(inApp);
    expect(isCardMethod(method)).toBe(card);
    expect(isLegacyPayPalMethod(method)).toBe(legacy);
    expect(isGiftCardMethod(method)).toBe(gift);
    expect(isExternalOneOffMethod(method)).toBe(oneOff);
    expect(isPartnerBilledMethod(method)).toBe(partner);
    expect(isThirdPartyBilledMethod(method)).toBe(thirdParty);
  });
});
