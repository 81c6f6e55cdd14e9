import { isMenuItemActive } from './menu-active';
import { pagePath, type AccountPage } from './page-routes';
import type { NavigationUser } from './navigation-input';

/**
 * The account menu's items (docs/product.md#the-account-menu and its menu items): ids, label keys, icons, groups,
 * tracking events and URLs. Which items a user sees is decided in `account-menu.ts`.
 */

/** Every item the account menu can show. */
export type MenuItemId =
  | 'dashboard'
  | 'license-manager'
  | 'setup-devices'
  | 'dns-settings'
  | 'dedicated-ip'
  | 'esim'
  | 'router-coupon'
  | 'id-alerts'
  | 'id-insurance'
  | 'id-removal'
  | 'credit-scanner'
  | 'password-manager'
  | 'refer-friends'
  | 'my-subscription'
  | 'account-billing'
  | 'changelog'
  | 'redeem-code'
  | 'expert-program'
  | 'sign-out';

/** Sections of the menu; `main` is the unlabelled top (the dashboard). */
export type MenuGroup = 'main' | 'vpn' | 'addons_and_coupons' | 'id_defender' | 'my_account';

/** Message ids of the section headings (none for `main`). */
export const MENU_GROUP_LABEL_KEYS: Record<Exclude<MenuGroup, 'main'>, string> = {
  vpn: 'shell.menu.group.vpn',
  addons_and_coupons: 'shell.menu.group.addons_and_coupons',
  id_defender: 'shell.menu.group.id_defender',
  my_account: 'shell.menu.my_account',
};

/** The click event analytics receives (docs/product.md#the-account-menu menu item tracking event). */
export interface TrackingEvent {
  category: string;
  action: string;
  label: string;
}

interface MenuItemBase {
  id: MenuItemId;
  /** A message id such as `shell.menu.dashboard`; the web translates it. */
  labelKey: string;
  /** An icon name the web maps to its icon set. */
  icon: string;
  group: MenuGroup;
  tracking?: TrackingEvent;
}

export interface LinkMenuItem extends MenuItemBase {
  kind: 'link';
  url: string;
  isActive: boolean;
}

/** docs/product.md#pages-and-paths: Sign Out is a special entry that acts rather than navigates. */
export interface SignOutMenuItem extends MenuItemBase {
  kind: 'sign-out';
}

export type MenuItem = LinkMenuItem | SignOutMenuItem;

// Icon names per item; the web owns the pictures.
const ICONS: Record<MenuItemId, string> = {
  dashboard: 'dashboard',
  'license-manager': 'users',
  'setup-devices': 'devices',
  'dns-settings': 'dns',
  'dedicated-ip': 'dedicated-ip',
  esim: 'esim',
  'router-coupon': 'router',
  'id-alerts': 'id-alerts',
  'id-insurance': 'id-insurance',
  'id-removal': 'id-removal',
  'credit-scanner': 'credit-scanner',
  'password-manager': 'key',
  'refer-friends': 'gift',
  'my-subscription': 'subscription',
  'account-billing': 'account',
  changelog: 'changelog',
  'redeem-code': 'redeem',
  'expert-program': 'expert',
  'sign-out': 'sign-out',
};

/** docs/product.md#pages-and-paths routes of the items whose URL does not depend on the user. */
export const MENU_PATHS = {
  licenseManager: '/license_manager',
  dnsSettings: '/dns_settings',
  dedicatedIp: '/support/dedicated-ip',
  esim: '/esim',
  idAlerts: '/id-defender/id-alerts',
  idInsurance: '/id-defender/id-theft-insurance',
  idRemoval: '/id-defender/data-removal',
  creditScanner: '/id-defender/credit-scanner',
  passwordManager: '/keys',
  referFriends: '/referrals',
  mySubscription: '/my-subscriptions',
  accountBilling: '/account-billing',
  changelog: '/changelog',
  redeemCode: '/redeem',
  expertProgram: '/expert-program',
} as const satisfies Record<string, AccountPage>;

export const ID_DEFENDER_PATHS = {
  'id-alerts': MENU_PATHS.idAlerts,
  'id-insurance': MENU_PATHS.idInsurance,
  'id-removal': MENU_PATHS.idRemoval,
  'credit-scanner': MENU_PATHS.creditScanner,
} as const;

/**
 * docs/product.md#business-seats dashboard: `/volume-management` for business users on the newer billing system,
 * `/business_subscriptions` for legacy business users (the earlier description's relative
 * `business_subscriptions`, anchored at the base like every other route; decision 0012),
 * `/subscriptions` for everyone else.
 */
export function dashboardPath(
  user: Pick<NavigationUser, 'business_customer' | 'business_subscription'>,
): string {
  if (!user.business_customer) return '/subscriptions';
  return user.business_subscription?.is_chargebee === true
    ? '/volume-management'
    : '/business_subscriptions';
}

/** docs/product.md#customer-pages setup devices, with the setup link token of the first active subscription. */
export function setupDevicesPath(setupLinkToken: string): string {
  return `/activation-setup?activation_code=${encodeURIComponent(setupLinkToken)}`;
}

/** docs/product.md#customer-pages router coupon page of the subscription holding the coupon. */
export function routerCouponPath(subscriptionKrn: string): string {
  return pagePath('/my-subscriptions/:krn/aircove-coupon', { krn: subscriptionKrn });
}

function labelKeyOf(id: MenuItemId): string {
  return `shell.menu.${id.replaceAll('-', '_')}`;
}

function trackingOf(id: MenuItemId): TrackingEvent {
  return { category: 'Account Menu', action: 'Click', label: id };
}

/** A link item, active when the current path is on its URL's path (docs/product.md#pages-and-paths). */
export function linkItem(
  id: MenuItemId,
  url: string,
  group: MenuGroup,
  currentPath: string,
): LinkMenuItem {
  // A query string (setup devices) is not part of the path the router reports.
  const path = url.split('?')[0] ?? url;
  return {
    kind: 'link',
    id,
    url,
    labelKey: labelKeyOf(id),
    icon: ICONS[id],
    group,
    tracking: trackingOf(id),
    isActive: isMenuItemActive(currentPath, path),
  };
}

/** The Sign Out entry, last in every signed-in menu. */
export function signOutItem(): SignOutMenuItem {
  return {
    kind: 'sign-out',
    id: 'sign-out',
    labelKey: labelKeyOf('sign-out'),
    icon: ICONS['sign-out'],
    group: 'my_account',
    tracking: trackingOf('sign-out'),
  };
}
