/**
 * docs/product.md#paying PayPal button defaults, in the PayPal JS SDK's `style` terms (`layout`, `color`,
 * `shape`, `height` in CSS pixels). Our own pay button follows them when PayPal is chosen.
 */
export const PAYPAL_BUTTON_STYLE = {
  layout: 'vertical',
  color: 'gold',
  shape: 'pill',
  height: 55,
} as const;

/** docs/product.md#paying: the Apple Pay button is 60 CSS pixels high. */
export const APPLE_PAY_BUTTON_STYLE = { height: 60 } as const;
