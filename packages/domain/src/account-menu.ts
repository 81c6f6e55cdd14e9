import { isMenuItemActive } from './menu-active';
import type { NavigationSubscription, NavigationUser } from './navigation-input';
import { DEFAULT_NAVIGATION_POLICY, type NavigationPolicy } from './navigation-policy';
import {
  firstEligibleActiveSubscription,
  navigationType,
  type NavigationType,
} from './navigation-type';
import {
  entitledIdDefenderItems,
  routerCouponSubscription,
  showsDedicatedIp,
  showsDnsSettings,
  showsEsim,
  showsExpertProgram,
  showsLicenseManager,
  showsMySubscription,
  showsPasswordManager,
  showsRedeemCode,
  showsReferFriends,
  showsSetupDevices,
  type MenuContext,
} from './menu-visibility';

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

/** The click event analytics receives (spec §3 menu item tracking event). */
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

/** Spec §2: Sign Out is a special entry that acts rather than navigates. */
export interface SignOutMenuItem extends MenuItemBase {
  kind: 'sign-out';
}

export type MenuItem = LinkMenuItem | SignOutMenuItem;

export interface AccountMenuInput {
  /** `null` when signed out. */
  user: NavigationUser | null;
  subscriptions: readonly NavigationSubscription[];
  currentPath: string;
  now: Date;
  policy?: NavigationPolicy;
}

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

/** Spec §2 routes of the items whose URL does not depend on the user. */
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
} as const;

const ID_DEFENDER_PATHS = {
  'id-alerts': MENU_PATHS.idAlerts,
  'id-insurance': MENU_PATHS.idInsurance,
  'id-removal': MENU_PATHS.idRemoval,
  'credit-scanner': MENU_PATHS.creditScanner,
} as const;

/**
 * Spec §2 dashboard: `/volume-management` for business users on the newer billing system,
 * `/business_subscriptions` for legacy business users (the spec's relative
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

/** Spec §2 setup devices, with the setup link token of the first active subscription. */
export function setupDevicesPath(setupLinkToken: string): string {
  return `/activation-setup?activation_code=${encodeURIComponent(setupLinkToken)}`;
}

/** Spec §2 router coupon page of the subscription holding the coupon. */
export function routerCouponPath(subscriptionKrn: string): string {
  return `/my-subscriptions/${subscriptionKrn}/aircove-coupon`;
}

function labelKeyOf(id: MenuItemId): string {
  return `shell.menu.${id.replaceAll('-', '_')}`;
}

function trackingOf(id: MenuItemId): TrackingEvent {
  return { category: 'Account Menu', action: 'Click', label: id };
}

function link(id: MenuItemId, url: string, group: MenuGroup, currentPath: string): LinkMenuItem {
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

function signOut(): SignOutMenuItem {
  return {
    kind: 'sign-out',
    id: 'sign-out',
    labelKey: labelKeyOf('sign-out'),
    icon: ICONS['sign-out'],
    group: 'my_account',
    tracking: trackingOf('sign-out'),
  };
}

type Link = (id: MenuItemId, url: string, group: MenuGroup) => LinkMenuItem;

function businessMenu(ctx: MenuContext, item: Link): MenuItem[] {
  return [
    item('dashboard', dashboardPath(ctx.user), 'main'),
    ...(showsLicenseManager(ctx)
      ? [item('license-manager', MENU_PATHS.licenseManager, 'my_account')]
      : []),
    item('account-billing', MENU_PATHS.accountBilling, 'my_account'),
    signOut(),
  ];
}

function expiredMenu(ctx: MenuContext, item: Link): MenuItem[] {
  return [
    item('dashboard', dashboardPath(ctx.user), 'main'),
    item('account-billing', MENU_PATHS.accountBilling, 'my_account'),
    item('changelog', MENU_PATHS.changelog, 'my_account'),
    ...(showsRedeemCode(ctx) ? [item('redeem-code', MENU_PATHS.redeemCode, 'my_account')] : []),
    signOut(),
  ];
}

function fullMenu(ctx: MenuContext, item: Link): MenuItem[] {
  const items: MenuItem[] = [item('dashboard', dashboardPath(ctx.user), 'main')];
  const setupSub = firstEligibleActiveSubscription(ctx.subscriptions);
  if (showsSetupDevices(ctx) && setupSub?.setup_link_token) {
    items.push(item('setup-devices', setupDevicesPath(setupSub.setup_link_token), 'vpn'));
  }
  if (showsDnsSettings(ctx)) items.push(item('dns-settings', MENU_PATHS.dnsSettings, 'vpn'));
  if (showsDedicatedIp(ctx)) items.push(item('dedicated-ip', MENU_PATHS.dedicatedIp, 'vpn'));
  if (showsEsim(ctx)) items.push(item('esim', MENU_PATHS.esim, 'addons_and_coupons'));
  const couponSub = routerCouponSubscription(ctx);
  if (couponSub) {
    items.push(item('router-coupon', routerCouponPath(couponSub.krn), 'addons_and_coupons'));
  }
  for (const id of entitledIdDefenderItems(ctx)) {
    items.push(item(id, ID_DEFENDER_PATHS[id], 'id_defender'));
  }
  if (showsPasswordManager(ctx)) {
    items.push(item('password-manager', MENU_PATHS.passwordManager, 'my_account'));
  }
  if (showsReferFriends(ctx)) {
    items.push(item('refer-friends', MENU_PATHS.referFriends, 'my_account'));
  }
  if (showsMySubscription(ctx)) {
    items.push(item('my-subscription', MENU_PATHS.mySubscription, 'my_account'));
  }
  items.push(item('account-billing', MENU_PATHS.accountBilling, 'my_account'));
  items.push(item('changelog', MENU_PATHS.changelog, 'my_account'));
  if (showsRedeemCode(ctx)) items.push(item('redeem-code', MENU_PATHS.redeemCode, 'my_account'));
  if (showsExpertProgram(ctx)) {
    items.push(item('expert-program', MENU_PATHS.expertProgram, 'my_account'));
  }
  items.push(signOut());
  return items;
}

/**
 * Spec §6 menu per navigation type: business, expired/default, or the full menu for trial,
 * in-app and active users, each item filtered by its visibility rule and marked active
 * against the current path. Signed out, the menu is empty.
 */
export function accountMenu(input: AccountMenuInput): MenuItem[] {
  if (input.user === null) return [];
  const type: NavigationType = navigationType(input.user, input.subscriptions, input.now);
  const ctx: MenuContext = {
    user: input.user,
    subscriptions: input.subscriptions,
    navigationType: type,
    now: input.now,
    policy: input.policy ?? DEFAULT_NAVIGATION_POLICY,
  };
  const item: Link = (id, url, group) => link(id, url, group, input.currentPath);
  if (type === 'business') return businessMenu(ctx, item);
  if (type === 'expired') return expiredMenu(ctx, item);
  return fullMenu(ctx, item);
}

/** Consecutive items of one group, as the sidebar draws them under one heading. */
export function groupMenuItems(
  items: readonly MenuItem[],
): { group: MenuGroup; items: MenuItem[] }[] {
  const sections: { group: MenuGroup; items: MenuItem[] }[] = [];
  for (const menuItem of items) {
    const last = sections[sections.length - 1];
    if (last?.group === menuItem.group) last.items.push(menuItem);
    else sections.push({ group: menuItem.group, items: [menuItem] });
  }
  return sections;
}
