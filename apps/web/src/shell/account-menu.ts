import { accountMenu, groupMenuItems, type AccountMenuInput } from '@burrow/domain/account-menu';
import type { MenuGroup, MenuItem, MenuItemId } from '@burrow/domain/menu-items';
import type { MessageId } from '../i18n/message-ids';

/** Words for every item the domain can list: a new item is a type error until it has some. */
export const MENU_ITEM_LABELS: Record<MenuItemId, MessageId> = {
  dashboard: 'shell.menu.dashboard',
  'license-manager': 'shell.menu.license_manager',
  'setup-devices': 'shell.menu.setup_devices',
  'dns-settings': 'shell.menu.dns_settings',
  'dedicated-ip': 'shell.menu.dedicated_ip',
  esim: 'shell.menu.esim',
  'router-coupon': 'shell.menu.router_coupon',
  'id-alerts': 'shell.menu.id_alerts',
  'id-insurance': 'shell.menu.id_insurance',
  'id-removal': 'shell.menu.id_removal',
  'credit-scanner': 'shell.menu.credit_scanner',
  'password-manager': 'shell.menu.password_manager',
  'refer-friends': 'shell.menu.refer_friends',
  'my-subscription': 'shell.menu.my_subscription',
  'account-billing': 'shell.menu.account_billing',
  changelog: 'shell.menu.changelog',
  'redeem-code': 'shell.menu.redeem_code',
  'expert-program': 'shell.menu.expert_program',
  'sign-out': 'shell.menu.sign_out',
};

/** Section headings; the `main` section (the dashboard) has none. */
export const MENU_GROUP_LABELS: Record<Exclude<MenuGroup, 'main'>, MessageId> = {
  vpn: 'shell.menu.group.vpn',
  addons_and_coupons: 'shell.menu.group.addons_and_coupons',
  id_defender: 'shell.menu.group.id_defender',
  my_account: 'shell.menu.my_account',
};

export interface AccountMenuSection {
  group: MenuGroup;
  /** Null for the unlabelled top section. */
  label: MessageId | null;
  items: MenuItem[];
}

/**
 * The account navigation of docs/product.md#the-account-menu, exactly as `@burrow/domain` computes it for this user,
 * their subscriptions, the operator's policy and the current path, cut into the sections
 * the sidebar draws under one heading each.
 */
export function accountMenuSections(input: AccountMenuInput): AccountMenuSection[] {
  return groupMenuItems(accountMenu(input)).map(({ group, items }) => ({
    group,
    label: group === 'main' ? null : MENU_GROUP_LABELS[group],
    items,
  }));
}
