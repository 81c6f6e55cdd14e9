import { describe, expect, it } from 'vitest';
import { dashboardPath, linkItem, routerCouponPath, setupDevicesPath } from './menu-items';
import { buildUser as user } from './test-builders';

describe('docs/product.md#pages-and-paths routes', () => {
  it.each([
    [user(), '/subscriptions'],
    [
      user({ business_customer: true, business_subscription: { is_chargebee: true } }),
      '/volume-management',
    ],
    [
      user({ business_customer: true, business_subscription: { is_chargebee: false } }),
      '/business_subscriptions',
    ],
    [user({ business_customer: true, business_subscription: null }), '/business_subscriptions'],
  ])('dashboard %#', (u, expected) => {
    expect(dashboardPath(u)).toBe(expected);
  });

  it('setup devices and router coupon paths', () => {
    expect(setupDevicesPath('abc')).toBe('/activation-setup?activation_code=abc');
    expect(routerCouponPath('krn:subscription:1')).toBe(
      '/my-subscriptions/krn:subscription:1/aircove-coupon',
    );
  });
});

describe('docs/product.md#the-account-menu menu item: id, url, label key, icon, group, tracking event, isActive', () => {
  it('a link item matches on the path part of its URL', () => {
    const item = linkItem('setup-devices', setupDevicesPath('t'), 'vpn', '/activation-setup');
    expect(item).toEqual({
      kind: 'link',
      id: 'setup-devices',
      url: '/activation-setup?activation_code=t',
      labelKey: 'shell.menu.setup_devices',
      icon: 'devices',
      group: 'vpn',
      tracking: { category: 'Account Menu', action: 'Click', label: 'setup-devices' },
      isActive: true,
    });
  });
});
