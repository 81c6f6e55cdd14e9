import type { PaymentMethod } from './payment-method';

/**
 * A customer's wallet of saved payment methods (issue 6 "payment methods: add or replace
 * through the gateway, default method, remove when not the last for an autobilled
 * subscription"; decision 0040). Burrow keeps only what the gateway reports about a method
 * (token, brand, last four digits, expiry, PayPal email), never a card number or CVC.
 */
export type WalletMethodType = 'card' | 'paypal' | 'apple_pay' | 'google_pay';

/** The subscription's `payment_method` (docs/product.md#payment-methods value) for a wallet method it charges. */
export const SUBSCRIPTION_METHOD_OF: Readonly<Record<WalletMethodType, PaymentMethod>> = {
  card: 'CreditCard',
  paypal: 'PayPal',
  apple_pay: 'ApplePay',
  google_pay: 'GooglePay',
};

/** A wallet method as these rules need it. */
export interface WalletEntry {
  id: string;
  isDefault: boolean;
  createdAt: Date;
}

/** A subscription that renews on a saved method, as the removal rule needs it. */
export interface RenewingSubscription {
  /** The wallet method it charges, or null when it charges none of them. */
  methodId: string | null;
  autoBillingEnabled: boolean;
}

/** Whether a newly saved method becomes the default: always when it is the first one. */
export function becomesDefault(walletSize: number, requested: boolean): boolean {
  return walletSize === 0 || requested;
}

/**
 * The method that takes over as default when the default one leaves: the most recently
 * added of those that stay (the customer's latest choice), ties broken by id.
 */
export function successorDefault(
  methods: readonly WalletEntry[],
  removedId: string,
): WalletEntry | null {
  const remaining = methods.filter((method) => method.id !== removedId);
  if (remaining.length === 0) return null;
  return remaining.reduce((newest, method) => {
    const byTime = method.createdAt.getTime() - newest.createdAt.getTime();
    return byTime > 0 || (byTime === 0 && method.id > newest.id) ? method : newest;
  });
}

export type RemovalDecision =
  /** Refused: it is the last method and an autobilled subscription renews on it. */
  | { allowed: false; reason: 'needed_for_autobill' }
  /**
   * Allowed. `defaultId` is the wallet's default afterwards (null when the wallet is empty);
   * subscriptions that charged the removed method move to `moveSubscriptionsTo`, or lose
   * their saved method when it is null.
   */
  | { allowed: true; defaultId: string | null; moveSubscriptionsTo: string | null };

/**
 * Whether a saved method may be removed, and what happens to the wallet and to the
 * subscriptions that charged it. A method is never the only thing standing between an
 * autobilled subscription and its next renewal: while another method exists, those
 * subscriptions move to the (new) default; the last method stays while an autobilled
 * subscription renews on it. A subscription with autobill off may lose its method: it
 * needs one again only to turn autobill back on.
 */
export function removalDecision(
  methods: readonly WalletEntry[],
  removedId: string,
  subscriptions: readonly RenewingSubscription[],
): RemovalDecision {
  const removed = methods.find((method) => method.id === removedId);
  const currentDefault = methods.find((method) => method.isDefault) ?? null;
  const keepsDefault = currentDefault !== null && currentDefault.id !== removedId;
  const nextDefault = keepsDefault ? currentDefault : successorDefault(methods, removedId);
  if (nextDefault === null) {
    const needed = subscriptions.some(
      (sub) => sub.autoBillingEnabled && removed !== undefined && sub.methodId === removed.id,
    );
    if (needed) return { allowed: false, reason: 'needed_for_autobill' };
    return { allowed: true, defaultId: null, moveSubscriptionsTo: null };
  }
  return { allowed: true, defaultId: nextDefault.id, moveSubscriptionsTo: nextDefault.id };
}

/**
 * A subscription whose renewal failed and is still in its grace period: when the method it
 * charges is replaced, the billing engine retries at once instead of waiting for the
 * dunning schedule (issue 5 "updating the payment method during dunning retries at once").
 */
export function retriesOnMethodChange(sub: {
  autoBillFailedOn: Date | null;
  live: boolean;
}): boolean {
  return sub.live && sub.autoBillFailedOn !== null;
}

/**
 * Whether a card has expired at `now`: a card is valid through the last day of its expiry
 * month (in UTC, so no answer depends on the server's time zone). Unknown expiry: not expired.
 */
export function isCardExpired(expMonth: number | null, expYear: number | null, now: Date): boolean {
  if (expMonth === null || expYear === null) return false;
  const firstDayAfter = Date.UTC(expYear, expMonth, 1);
  return now.getTime() >= firstDayAfter;
}
