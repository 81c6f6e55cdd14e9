import { describe, expect, it } from 'vitest';
import { APPLE_PAY_BUTTON_STYLE, PAYPAL_BUTTON_STYLE } from './payment-button-style';

describe('docs/product.md#paying PayPal button defaults: vertical, gold, pill shape, height 55', () => {
  it.each([
    ['layout', 'vertical'],
    ['color', 'gold'],
    ['shape', 'pill'],
    ['height', 55],
  ] as const)('%s is %s', (field, expected) => {
    expect(PAYPAL_BUTTON_STYLE[field]).toBe(expected);
  });
});

describe('docs/product.md#paying Apple Pay button height 60', () => {
  it('is 60 px high', () => {
    expect(APPLE_PAY_BUTTON_STYLE.height).toBe(60);
  });
});
