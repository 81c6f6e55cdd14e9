import type { CurrentUser } from '@burrow/contract/users';
import type { Subscription } from '@burrow/contract/subscriptions';

const DAY_MS = 86_400_000;

/** An ISO date this many days from now (negative: in the past). */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString();
}

let sequence = 0;

/** A healthy, auto-renewing card subscription; a test overrides only what it asserts on. */
export function createSubscription(overrides: Partial<Subscription> = {}): Subscription {
  sequence += 1;
  const id = `sub${sequence}x`;
  return {
    krn: `krn:subscription:${id}`,
    subscription_id: id,
    state: 'active',
    type: 'standard',
    plan_name: 'Burrow VPN 12 months',
    tier: 'TIER_BASIC',
    next_payment_date: daysFromNow(30),
    next_payment_method: 'CreditCard',
    auto_billing_enabled: true,
    supports_autobill: true,
    auto_bill_failed_on: null,
    auto_bill_payment_failed: false,
    auto_bill_authentication_required: false,
    expires_soon: false,
    manual_renew_allowed: false,
    // Burrow bills it (its own billing engine), as it does every card plan.
    handled_by_chargebee: true,
    purchase_date: daysFromNow(-335),
    next_billing_cycle: 12,
    addons: [],
    entitlements: [],
    licenses: [],
    cc_info: { brand: 'visa', last4: '4242' },
    price_krns: [],
    next_payment: {
      total: { unscaledValue: 11995, scale: 2, currency: 'USD' },
      tax: { unscaledValue: 1999, scale: 2, currency: 'USD' },
    },
    payment_deadline: null,
    // The server's clock: the test's own, unless a test says the device's is wrong.
    as_of: new Date().toISOString(),
    active: true,
    pause: null,
    pause_available: true,
    setup_link_token: null,
    aircoveCoupon: null,
    holiday_esims: [],
    ...overrides,
  };
}

export function createCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    krn: 'krn:user:u1',
    email: 'ada@example.com',
    email_verified: true,
    has_password: true,
    business_customer: false,
    business_subscription: null,
    has_credit_card: true,
    free_trial_status: null,
    locale: 'en',
    country: 'GB',
    created_at: daysFromNow(-400),
    ...overrides,
  };
}
