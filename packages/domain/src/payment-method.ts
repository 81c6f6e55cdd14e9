/**
 * Payment method values (docs/product.md#payment-methods) — the wire schema in `packages/contract` is built from
 * this list — and the groups the billing and menu rules reason about (docs/product.md#payment-methods).
 */
export const PAYMENT_METHODS = [
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
] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Whether a string from outside is one of the known payment methods. */
export function isPaymentMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** Bought inside the Apple or Google store app: the store bills and renews, not us. */
export function isInAppPurchaseMethod(method: PaymentMethod): boolean {
  return method === 'AppStore' || method === 'PlayStore';
}

/**
 * Paid with a card we hold a token for: a card typed in, or a card behind a wallet. Wallet
 * payments reach the billing provider as card tokens and renew the same way (decision 0011).
 */
export function isCardMethod(method: PaymentMethod): boolean {
  return method === 'CreditCard' || method === 'GooglePay' || method === 'ApplePay';
}

/** The PayPal integrations from before the billing provider took over PayPal. */
export function isLegacyPayPalMethod(method: PaymentMethod): boolean {
  return method === 'PaypalLegacy' || method === 'Braintree';
}

/** Prepaid codes: the subscription ends when the code's time runs out (docs/product.md#the-dashboard-and-its-status-block actions). */
export function isGiftCardMethod(method: PaymentMethod): boolean {
  return method === 'gift_card' || method === 'incomm';
}

/**
 * Paid once, outside any recurring billing: crypto invoices and prepaid codes. Nothing renews
 * them, so the customer may always pay for the next period by hand (decision 0011).
 */
export function isExternalOneOffMethod(method: PaymentMethod): boolean {
  return method === 'Bitpay' || isGiftCardMethod(method);
}

/** Billed and renewed by a partner (an app store or the mobile carrier), never by us. */
export function isPartnerBilledMethod(method: PaymentMethod): boolean {
  return isInAppPurchaseMethod(method) || method === 'amdocs';
}

/**
 * Billed by a partner or prepaid: we cannot change its plan or renew it from the account
 * area (docs/product.md#renewing-by-hand renewable).
 */
export function isThirdPartyBilledMethod(method: PaymentMethod): boolean {
  return isPartnerBilledMethod(method) || isGiftCardMethod(method);
}
