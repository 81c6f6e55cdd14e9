import type { PaymentMethod } from './payment-method';
import type { SubscriptionFacts } from './subscription-status';

/**
 * What the navigation rules read about the signed-in user: a structural subset of the
 * contract's `CurrentUser`, so the domain does not depend on the contract package.
 */
export interface NavigationUser {
  krn: string;
  business_customer: boolean;
  /** Present for business customers; `is_chargebee` marks the newer billing system. */
  business_subscription: { is_chargebee: boolean } | null;
  /** May mention `chargebee` or `single_device_free_trial` (docs/product.md#subscription-states). */
  free_trial_status: string | null;
  /** ISO 3166-1 alpha-2 country of residence, when known. */
  country: string | null;
}

/**
 * A holiday eSIM as the menu sees it: `being_set_up` until its profile is issued (no expiry
 * yet), then `ready` with its holiday expiry. Without a status (the older spelling) it is ready.
 */
export interface HolidayEsim {
  status?: 'being_set_up' | 'ready';
  expires?: string;
}

/** What the navigation rules read about one subscription: a subset of the contract's. */
export interface NavigationSubscription extends SubscriptionFacts {
  krn: string;
  next_payment_method: PaymentMethod;
  active: boolean;
  setup_link_token: string | null;
  /** `being_set_up` until its code is issued (no expiry yet); without a status it is ready. */
  aircoveCoupon: { krn: string; status?: 'being_set_up' | 'ready'; expires?: string } | null;
  holiday_esims?: readonly HolidayEsim[];
  /** The older spelling of `holiday_esims` (docs/product.md#subscription-states); either may be sent. */
  holidayEsims?: readonly HolidayEsim[];
  addons: readonly { addon_type: string; status: string }[];
  entitlements: readonly { id: string }[];
}
