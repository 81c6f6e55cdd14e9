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
import {
  dashboardPath,
  ID_DEFENDER_PATHS,
  linkItem,
  MENU_PATHS,
  routerCouponPath,
  setupDevicesPath,
  signOutItem,
  type LinkMenuItem,
  type MenuGroup,
  type MenuItem,
  type MenuItemId,
} from './menu-items';

export interface AccountMenuInput {
  /** `null` when signed out. */
  user: NavigationUser | null;
  subscriptions: readonly NavigationSubscription[];
  currentPath: string;
  now: Date;
  policy?: NavigationPolicy;
}

type Link = (id: MenuItemId, url: string, group: MenuGroup) => LinkMenuItem;

function businessMenu(ctx: MenuContext, item: Link): MenuItem[] {
  return [
    item('dashboard', dashboardPath(ctx.user), 'main'),
    ...(showsLicenseManager(ctx)
      ? [item('license-manager', MENU_PATHS.licenseManager, 'my_account')]
      : []),
    item('account-billing', MENU_PATHS.accountBilling, 'my_account'),
    signOutItem(),
  ];
}

function expiredMenu(ctx: MenuContext, item: Link): MenuItem[] {
  return [
    item('dashboard', dashboardPath(ctx.user), 'main'),
    item('account-billing', MENU_PATHS.accountBilling, 'my_account'),
    item('changelog', MENU_PATHS.changelog, 'my_account'),
    ...(showsRedeemCode(ctx) ? [item('redeem-code', MENU_PATHS.redeemCode, 'my_account')] : []),
    signOutItem(),
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
  items.push(signOutItem());
  return items;
}

/**
 * docs/product.md#the-account-menu menu per navigation type: business, expired/default, or the full menu for trial,
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
  const item: Link = (id, url, group) => linkItem(id, url, group, input.currentPath);
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
