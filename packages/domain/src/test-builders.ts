import type { NavigationSubscription, NavigationUser } from './navigation-input';

/**
 * Test data builders (STYLE: one home for test data): a healthy active card subscription
 * and a signed-in consumer; a test overrides only the fields it asserts on. Also usable by
 * the server's and the web's tests through `@burrow/domain/test-builders`.
 */
export function buildSubscription(
  overrides: Partial<NavigationSubscription> = {},
): NavigationSubscription {
  return {
    krn: 'krn:subscription:s1',
    state: 'active',
    type: 'standard',
    next_payment_date: '2026-07-01T00:00:00Z',
    next_payment_method: 'CreditCard',
    auto_billing_enabled: true,
    supports_autobill: true,
    auto_bill_failed_on: null,
    auto_bill_payment_failed: false,
    expires_soon: false,
    active: true,
    setup_link_token: 'setup-token-1',
    aircoveCoupon: null,
    holiday_esims: [],
    addons: [],
    entitlements: [],
    ...overrides,
  };
}

export function buildUser(overrides: Partial<NavigationUser> = {}): NavigationUser {
  return {
    krn: 'krn:user:u1',
    business_customer: false,
    business_subscription: null,
    free_trial_status: null,
    country: 'US',
    ...overrides,
  };
}

/** The instant every builder's dates are relative to: mid-June 2026, UTC. */
export const TEST_NOW = new Date('2026-06-15T12:00:00Z');
export const PAST = '2026-06-01T00:00:00Z';
export const FUTURE = '2026-07-01T00:00:00Z';

/** The same instant written as local time at a fixed UTC offset, e.g. `…T09:30:00.000+05:30`. */
export function isoWithOffset(epochMs: number, offsetMinutes: number): string {
  const local = new Date(epochMs + offsetMinutes * 60_000).toISOString().slice(0, -1);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local}${sign}${hh}:${mm}`;
}
