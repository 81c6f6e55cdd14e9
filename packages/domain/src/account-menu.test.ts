import { describe, expect, it } from 'vitest';
import { accountMenu, groupMenuItems, type AccountMenuInput } from './account-menu';
import type { MenuItem } from './menu-items';
import { DEFAULT_NAVIGATION_POLICY } from './navigation-policy';
import {
  FUTURE,
  PAST,
  TEST_NOW,
  buildSubscription as sub,
  buildUser as user,
} from './test-builders';

function menu(overrides: Partial<AccountMenuInput> = {}): MenuItem[] {
  return accountMenu({
    user: user(),
    subscriptions: [sub()],
    currentPath: '/subscriptions',
    now: TEST_NOW,
    ...overrides,
  });
}

const ids = (items: MenuItem[]) => items.map((item) => item.id);
const urls = (items: MenuItem[]) =>
  items.map((item) => (item.kind === 'link' ? item.url : 'sign-out'));

const expiredSub = sub({ state: 'cancelled', active: false, next_payment_date: PAST });
const loaded = sub({
  krn: 'krn:subscription:full',
  setup_link_token: 'tok en/1',
  aircoveCoupon: { krn: 'krn:coupon:1', expires: FUTURE },
  holiday_esims: [{ expires: FUTURE }],
  entitlements: [
    { id: 'password-manager' },
    { id: 'id-alerts' },
    { id: 'id-theft-insurance' },
    { id: 'data-removal' },
    { id: 'credit-scanner' },
  ],
});

describe('docs/product.md#the-account-menu signed-out users get an empty account navigation', () => {
  it('no user, no menu', () => {
    expect(menu({ user: null })).toEqual([]);
  });
});

describe('docs/product.md#the-account-menu business menu: dashboard (new or legacy), license manager only for legacy, account and billing, sign out', () => {
  it.each([
    [
      'newer billing system',
      user({ business_customer: true, business_subscription: { is_chargebee: true } }),
      ['/volume-management', '/account-billing', 'sign-out'],
    ],
    [
      'legacy billing system',
      user({ business_customer: true, business_subscription: { is_chargebee: false } }),
      ['/business_subscriptions', '/license_manager', '/account-billing', 'sign-out'],
    ],
  ])('%s', (_label, u, expected) => {
    expect(urls(menu({ user: u }))).toEqual(expected);
  });
});

describe('docs/product.md#the-account-menu expired/default menu: dashboard, account and billing, changelog, redeem code when allowed, sign out', () => {
  it.each([
    [
      'no subscriptions',
      [],
      ['dashboard', 'account-billing', 'changelog', 'redeem-code', 'sign-out'],
    ],
    [
      'an expired card subscription',
      [expiredSub],
      ['dashboard', 'account-billing', 'changelog', 'redeem-code', 'sign-out'],
    ],
  ])('%s', (_label, subs, expected) => {
    expect(ids(menu({ subscriptions: subs }))).toEqual(expected);
  });

  it('the dashboard is /subscriptions', () => {
    expect(urls(menu({ subscriptions: [] }))[0]).toBe('/subscriptions');
  });
});

describe('docs/product.md#the-account-menu trial, in-app or active menu, in the menu’s order', () => {
  it('everything visible for a fully entitled active user', () => {
    const items = menu({
      subscriptions: [loaded],
      policy: { ...DEFAULT_NAVIGATION_POLICY, expertProgramEnabled: true },
    });
    expect(urls(items)).toEqual([
      '/subscriptions',
      '/activation-setup?activation_code=tok%20en%2F1',
      '/dns_settings',
      '/support/dedicated-ip',
      '/esim',
      '/my-subscriptions/krn:subscription:full/aircove-coupon',
      '/id-defender/id-alerts',
      '/id-defender/id-theft-insurance',
      '/id-defender/data-removal',
      '/id-defender/credit-scanner',
      '/keys',
      '/referrals',
      '/my-subscriptions',
      '/account-billing',
      '/changelog',
      '/redeem',
      '/expert-program',
      'sign-out',
    ]);
    expect(groupMenuItems(items).map((section) => [section.group, section.items.length])).toEqual([
      ['main', 1],
      ['vpn', 3],
      ['addons_and_coupons', 2],
      ['id_defender', 4],
      ['my_account', 8],
    ]);
  });

  it('a plain active subscription with the default policy', () => {
    expect(ids(menu())).toEqual([
      'dashboard',
      'setup-devices',
      'dns-settings',
      'dedicated-ip',
      'refer-friends',
      'my-subscription',
      'account-billing',
      'changelog',
      'redeem-code',
      'sign-out',
    ]);
  });

  it('free trial (single device): no DNS, no dedicated IP, no referrals', () => {
    const items = menu({
      user: user({ free_trial_status: 'single_device_free_trial' }),
      subscriptions: [sub({ state: 'intrial', type: 'single_device_free_trial' })],
    });
    expect(ids(items)).toEqual([
      'dashboard',
      'setup-devices',
      'my-subscription',
      'account-billing',
      'changelog',
      'redeem-code',
      'sign-out',
    ]);
  });

  it('in-app purchase expiring soon: no setup link, no redeem code', () => {
    const items = menu({
      subscriptions: [
        sub({ next_payment_method: 'AppStore', auto_billing_enabled: false, expires_soon: true }),
      ],
    });
    expect(ids(items)).toEqual([
      'dashboard',
      'dns-settings',
      'my-subscription',
      'account-billing',
      'changelog',
      'sign-out',
    ]);
  });

  it('sanctioned region: no my subscription, no referrals', () => {
    expect(ids(menu({ user: user({ country: 'SY' }) }))).not.toContain('my-subscription');
    expect(ids(menu({ user: user({ country: 'SY' }) }))).not.toContain('refer-friends');
  });
});

describe('docs/product.md#pages-and-paths active item: the current path equals the URL or continues it after a slash', () => {
  const activeIds = (path: string) =>
    menu({ subscriptions: [loaded], currentPath: path })
      .filter((item) => item.kind === 'link' && item.isActive)
      .map((item) => item.id);

  it.each([
    ['/subscriptions', ['dashboard']],
    ['/activation-setup', ['setup-devices']],
    ['/id-defender/data-removal/step-2', ['id-removal']],
    [
      '/my-subscriptions/krn:subscription:full/aircove-coupon',
      ['router-coupon', 'my-subscription'],
    ],
    ['/account-billingx', []],
  ])('%s → %j', (path, expected) => {
    expect(activeIds(path)).toEqual(expected);
  });
});

describe('docs/product.md#the-account-menu menu items carry a label key, an icon, a group and a tracking event', () => {
  it('the dashboard item', () => {
    expect(menu()[0]).toEqual({
      kind: 'link',
      id: 'dashboard',
      url: '/subscriptions',
      labelKey: 'shell.menu.dashboard',
      icon: 'dashboard',
      group: 'main',
      tracking: { category: 'Account Menu', action: 'Click', label: 'dashboard' },
      isActive: true,
    });
  });

  it('sign out acts rather than navigates', () => {
    expect(menu().at(-1)).toEqual({
      kind: 'sign-out',
      id: 'sign-out',
      labelKey: 'shell.menu.sign_out',
      icon: 'sign-out',
      group: 'my_account',
      tracking: { category: 'Account Menu', action: 'Click', label: 'sign-out' },
    });
  });

  it('label keys follow the item ids', () => {
    const items = menu({ subscriptions: [loaded] });
    expect(items.find((item) => item.id === 'account-billing')?.labelKey).toBe(
      'shell.menu.account_billing',
    );
  });
});
