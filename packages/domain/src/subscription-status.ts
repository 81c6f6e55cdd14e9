import { isAfterNow as isFuture, isBeforeNow as isPast } from './instant';

/**
 * The derived conditions of a subscription (docs/product.md#subscription-states). Inputs use the wire's snake_case
 * fields and ISO-8601 dates so the server and the web call these on the same data; `now`
 * is always a parameter, never read from a clock here.
 */
export type SubscriptionState = 'active' | 'cancelled' | 'revoked' | 'intrial';

/** Subscription types that are free trials (docs/product.md#subscription-states). */
export const FREE_TRIAL_TYPES = [
  'multi_device_free_trial',
  'single_device_free_trial',
  'chargebee_free_trial',
  'free_trial',
] as const;

export interface SubscriptionFacts {
  state: SubscriptionState;
  type: string;
  next_payment_date: string | null;
  auto_billing_enabled: boolean;
  supports_autobill: boolean;
  auto_bill_failed_on: string | null;
  auto_bill_payment_failed: boolean;
  expires_soon: boolean;
  /** The customer's pause (decision 0102), when paused. */
  pause?: { resumes_on: string } | null;
}

/** A subscription stops being charged this many days before its end counts as expiring soon. */
export const EXPIRING_SOON_WINDOW_DAYS = 14;
const DAY_MS = 86_400_000;

function isActiveState(state: SubscriptionState): boolean {
  return state === 'active' || state === 'intrial';
}

/** docs/product.md#subscription-states: a trial is either in the `intrial` state or of one of the free-trial types. */
export function isInTrial(sub: Pick<SubscriptionFacts, 'state' | 'type'>): boolean {
  return sub.state === 'intrial' || (FREE_TRIAL_TYPES as readonly string[]).includes(sub.type);
}

/** docs/product.md#subscription-states grace period: still active, but the next payment date has passed. */
export function isInGracePeriod(sub: SubscriptionFacts, now: Date): boolean {
  return isActiveState(sub.state) && isPast(sub.next_payment_date, now);
}

/** docs/product.md#subscription-states expired: the payment date has passed and the subscription is not active. */
export function isExpired(sub: SubscriptionFacts, now: Date): boolean {
  return !isActiveState(sub.state) && isPast(sub.next_payment_date, now);
}

/** docs/product.md#subscription-states expiring soon: flagged by billing, autobill off, and the end still ahead. */
export function isExpiringSoon(sub: SubscriptionFacts, now: Date): boolean {
  return sub.expires_soon && !sub.auto_billing_enabled && isFuture(sub.next_payment_date, now);
}

/** docs/product.md#subscription-states auto-bill failed: autobill on, a failure recorded, and still active. */
export function hasAutoBillFailed(sub: SubscriptionFacts): boolean {
  return (
    sub.auto_billing_enabled &&
    (sub.auto_bill_payment_failed || sub.auto_bill_failed_on !== null) &&
    isActiveState(sub.state)
  );
}

/** docs/product.md#subscription-states: autobill can be turned on when it is off, supported, and not expired. */
export function canTurnAutobillOn(sub: SubscriptionFacts, now: Date): boolean {
  return !sub.auto_billing_enabled && sub.supports_autobill && !isExpired(sub, now);
}

/**
 * The `expires_soon` flag billing stores on a subscription: it will not renew and its period
 * ends within EXPIRING_SOON_WINDOW_DAYS.
 */
export function computeExpiresSoonFlag(
  autoBillingEnabled: boolean,
  periodEnd: Date,
  now: Date,
): boolean {
  const remaining = periodEnd.getTime() - now.getTime();
  return !autoBillingEnabled && remaining > 0 && remaining <= EXPIRING_SOON_WINDOW_DAYS * DAY_MS;
}

/** The one condition a dashboard shows first, most urgent first. */
export type SubscriptionCondition =
  | 'revoked'
  | 'expired'
  | 'paused'
  | 'autobill_failed'
  | 'grace_period'
  | 'expiring_soon'
  | 'trial'
  | 'active';

/** The most urgent derived condition of a subscription, for the dashboard's badge. */
export function subscriptionCondition(sub: SubscriptionFacts, now: Date): SubscriptionCondition {
  if (sub.state === 'revoked') return 'revoked';
  if (isExpired(sub, now) || sub.state === 'cancelled') return 'expired';
  // Paused on purpose: no access, nothing due, and it resumes by itself (decision 0102).
  if (sub.pause) return 'paused';
  if (hasAutoBillFailed(sub)) return 'autobill_failed';
  if (isInGracePeriod(sub, now)) return 'grace_period';
  if (isExpiringSoon(sub, now)) return 'expiring_soon';
  if (isInTrial(sub)) return 'trial';
  return 'active';
}
