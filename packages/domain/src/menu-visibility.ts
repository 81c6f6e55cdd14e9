import { isAfterNow } from './instant';
import type { NavigationSubscription, NavigationUser } from './navigation-input';
import { isFromSanctionedRegion, type NavigationPolicy } from './navigation-policy';
import {
  firstEligibleActiveSubscription,
  isEligibleActiveSubscription,
  type NavigationType,
} from './navigation-type';
import { isPartnerBilledMethod, isThirdPartyBilledMethod } from './payment-method';
import { isExpired, isExpiringSoon, isInTrial } from './subscription-status';

/** Everything the item visibility rules of docs/product.md#the-account-menu read. */
export interface MenuContext {
  user: NavigationUser;
  subscriptions: readonly NavigationSubscription[];
  navigationType: NavigationType;
  now: Date;
  policy: NavigationPolicy;
}

/** Subscriptions that still count: not expired and not revoked. Expired ones are history. */
function currentSubscriptions(ctx: MenuContext): NavigationSubscription[] {
  return ctx.subscriptions.filter((sub) => sub.state !== 'revoked' && !isExpired(sub, ctx.now));
}

/**
 * docs/product.md#the-account-menu redeem code: not for business users, nor while a running subscription is billed
 * by an app store or the carrier, because a code cannot add time to what they bill
 * (decision 0012).
 */
export function showsRedeemCode(ctx: MenuContext): boolean {
  if (ctx.user.business_customer) return false;
  return !currentSubscriptions(ctx).some((sub) => isPartnerBilledMethod(sub.next_payment_method));
}

/**
 * docs/product.md#the-account-menu setup devices: at most one subscription and an eligible active one with a setup
 * link. For an in-app purchase it is hidden when autobill is off and the end is near (the
 * page should push renewal instead), except for users in sanctioned regions, who cannot
 * renew here.
 */
export function showsSetupDevices(ctx: MenuContext): boolean {
  if (ctx.subscriptions.length > 1) return false;
  const sub = firstEligibleActiveSubscription(ctx.subscriptions);
  if (sub?.setup_link_token == null) return false;
  if (ctx.navigationType === 'in_app_purchase' && isExpiringSoon(sub, ctx.now)) {
    return isFromSanctionedRegion(ctx.user, ctx.policy);
  }
  return true;
}

/**
 * docs/product.md#the-account-menu DNS settings: in a free trial unless it is the single-device trial; otherwise with
 * an active subscription or for business users.
 */
export function showsDnsSettings(ctx: MenuContext): boolean {
  if (ctx.navigationType === 'free_trial') {
    return !(ctx.user.free_trial_status ?? '').includes('single_device_free_trial');
  }
  return ctx.user.business_customer || ctx.subscriptions.some(isEligibleActiveSubscription);
}

/**
 * A subscription qualifies for a dedicated IP when it already carries one, or when it gives
 * access, is paid (not a trial) and is billed by us, since the add-on renews with it
 * (decision 0012).
 */
export function qualifiesForDedicatedIp(sub: NavigationSubscription, now: Date): boolean {
  const hasDip = sub.addons.some(
    (addon) => addon.addon_type === 'dip' && addon.status !== 'CANCELLED',
  );
  if (hasDip) return true;
  return (
    isEligibleActiveSubscription(sub) &&
    !isExpired(sub, now) &&
    !isInTrial(sub) &&
    !isThirdPartyBilledMethod(sub.next_payment_method)
  );
}

/** docs/product.md#the-account-menu dedicated IP: every current subscription qualifies (and there is at least one). */
export function showsDedicatedIp(ctx: MenuContext): boolean {
  const current = currentSubscriptions(ctx);
  return current.length > 0 && current.every((sub) => qualifiesForDedicatedIp(sub, ctx.now));
}

/**
 * docs/product.md#the-account-menu eSIM: some subscription's first holiday eSIM is being set up (decision 0094: the
 * customer is told it is coming) or has not yet expired.
 */
export function showsEsim(ctx: MenuContext): boolean {
  return ctx.subscriptions.some((sub) => {
    const first = (sub.holiday_esims ?? sub.holidayEsims ?? [])[0];
    return first?.status === 'being_set_up' || isAfterNow(first?.expires, ctx.now);
  });
}

/**
 * docs/product.md#the-account-menu router coupon: the first subscription holding a coupon that is being set up
 * (decision 0094) or has not expired.
 */
export function routerCouponSubscription(ctx: MenuContext): NavigationSubscription | undefined {
  return ctx.subscriptions.find(
    (sub) =>
      sub.aircoveCoupon?.status === 'being_set_up' ||
      isAfterNow(sub.aircoveCoupon?.expires, ctx.now),
  );
}

export type IdDefenderItem = 'id-alerts' | 'id-insurance' | 'id-removal' | 'credit-scanner';

// Each ID Defender page with the entitlement ids and the add-on types that unlock it.
const ID_DEFENDER_SOURCES: Record<IdDefenderItem, { entitlements: string[]; addons: string[] }> = {
  'id-alerts': { entitlements: ['id-alerts'], addons: ['idp_monitoring', 'idp_monitor'] },
  'id-insurance': { entitlements: ['id-theft-insurance'], addons: ['idp_insurance'] },
  'id-removal': { entitlements: ['data-removal'], addons: ['pip_data_removal', 'pip_scanning'] },
  'credit-scanner': {
    entitlements: ['credit-scanner', 'credit-report'],
    addons: ['credit_scanner', 'idp_credit_scanner', 'credit_report', 'idp_credit_report'],
  },
};

/** docs/product.md#the-account-menu ID Defender: the pages the current subscriptions entitle, in menu order. */
export function entitledIdDefenderItems(ctx: MenuContext): IdDefenderItem[] {
  const current = currentSubscriptions(ctx);
  const entitlementIds = new Set(current.flatMap((sub) => sub.entitlements.map((e) => e.id)));
  const addonTypes = new Set(
    current.flatMap((sub) =>
      sub.addons.filter((addon) => addon.status !== 'CANCELLED').map((addon) => addon.addon_type),
    ),
  );
  return (Object.keys(ID_DEFENDER_SOURCES) as IdDefenderItem[]).filter((item) => {
    const sources = ID_DEFENDER_SOURCES[item];
    return (
      sources.entitlements.some((id) => entitlementIds.has(id)) ||
      sources.addons.some((type) => addonTypes.has(type))
    );
  });
}

/** docs/product.md#the-account-menu password manager: a current subscription carries the `password-manager` entitlement. */
export function showsPasswordManager(ctx: MenuContext): boolean {
  return currentSubscriptions(ctx).some((sub) =>
    sub.entitlements.some((entitlement) => entitlement.id === 'password-manager'),
  );
}

/**
 * docs/product.md#the-account-menu refer friends: the programme is on, the user is a consumer outside sanctioned
 * regions, and a paid subscription we bill gives access, so the reward (free time) can be
 * added to it (decision 0012).
 */
export function showsReferFriends(ctx: MenuContext): boolean {
  if (!ctx.policy.referralProgramEnabled || ctx.user.business_customer) return false;
  if (isFromSanctionedRegion(ctx.user, ctx.policy)) return false;
  return ctx.subscriptions.some(
    (sub) =>
      isEligibleActiveSubscription(sub) &&
      !isInTrial(sub) &&
      !isThirdPartyBilledMethod(sub.next_payment_method),
  );
}

/** docs/product.md#the-account-menu my subscription: consumers outside sanctioned regions. */
export function showsMySubscription(ctx: MenuContext): boolean {
  return !ctx.user.business_customer && !isFromSanctionedRegion(ctx.user, ctx.policy);
}

/** docs/product.md#customer-pages expert program: only when the operator's feature switch is on. */
export function showsExpertProgram(ctx: MenuContext): boolean {
  return ctx.policy.expertProgramEnabled;
}

/** docs/product.md#the-account-menu license manager: business users on the legacy billing system only. */
export function showsLicenseManager(ctx: MenuContext): boolean {
  return ctx.user.business_customer && ctx.user.business_subscription?.is_chargebee !== true;
}
