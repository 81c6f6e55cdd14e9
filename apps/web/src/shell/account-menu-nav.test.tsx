import type { Subscription } from '@burrow/contract/subscriptions';
import type { CurrentUser } from '@burrow/contract/users';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCurrentUser, createSubscription, daysFromNow } from '../test/builders';
import { apiError, fakeFetch } from '../test/fake-fetch';
import { renderRoute } from '../test/render-route';
import { AccountMenuNav } from './account-menu-nav';

const ME = 'GET /api/v2/users/me';
const SUBSCRIPTIONS = 'GET /api/v2/subscriptions/';
const POLICY = 'GET /api/v2/account/navigation-policy';
const policy = {
  sanctioned_countries: ['IR', 'RU'],
  expert_program_enabled: false,
  referral_program_enabled: true,
};

function renderMenu(
  user: CurrentUser,
  subscriptions: Subscription[],
  options: { at?: string; expertProgram?: boolean } = {},
) {
  fakeFetch({
    [ME]: { body: user },
    [SUBSCRIPTIONS]: { body: { subscriptions } },
    [POLICY]: { body: { ...policy, expert_program_enabled: options.expertProgram ?? false } },
  });
  const at = options.at ?? '/subscriptions';
  return renderRoute({ at, routes: [{ path: '*', element: <AccountMenuNav /> }] });
}

afterEach(() => vi.useRealTimers());

/** The menu as a person reads it: headings and entries, top to bottom. */
async function menuEntries(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Account' });
  await within(nav).findByRole('button', { name: 'Sign out' });
  return [...nav.querySelectorAll('a, button')].map((element) =>
    element.tagName === 'BUTTON' && element.hasAttribute('aria-expanded')
      ? `[${element.textContent ?? ''}]`
      : (element.textContent ?? ''),
  );
}

const premium = createSubscription({
  krn: 'krn:subscription:prem1',
  tier: 'TIER_PREMIUM',
  setup_link_token: 'tok-123',
  addons: [
    { krn: 'krn:addon:a1', addon_id: 'a1', addon_type: 'dip', status: 'ACTIVE' },
    { krn: 'krn:addon:a2', addon_id: 'a2', addon_type: 'credit_scanner', status: 'ACTIVE' },
    { krn: 'krn:addon:a3', addon_type: 'idp_insurance', addon_id: 'a3', status: 'CANCELLED' },
  ],
  entitlements: [
    { id: 'vpn', name: 'Burrow VPN', type: 'product' },
    { id: 'password-manager', name: 'Burrow Keys', type: 'feature' },
    { id: 'id-alerts', name: 'ID Alerts', type: 'feature' },
  ],
  aircoveCoupon: {
    krn: 'krn:coupon:c1',
    status: 'ready',
    code: 'AIRCOVE-1',
    expires: daysFromNow(60),
  },
  holiday_esims: [{ krn: 'krn:esim:e1', status: 'ready', data_gb: 5, expires: daysFromNow(20) }],
});

describe('the account menu of docs/product.md#the-account-menu, per navigation type', () => {
  it('business on seat licences: legacy dashboard, License Manager, Account & Billing, Sign out', async () => {
    renderMenu(
      createCurrentUser({
        business_customer: true,
        business_subscription: { is_chargebee: false },
      }),
      [createSubscription({ licenses: [] })],
      { at: '/license_manager' },
    );
    expect(await menuEntries()).toEqual([
      'Dashboard',
      '[My account]',
      'License Manager',
      'Account & Billing',
      'Sign out',
    ]);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/business_subscriptions',
    );
    expect(screen.getByRole('link', { name: 'License Manager' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('business on volume billing: its own dashboard and no License Manager', async () => {
    renderMenu(
      createCurrentUser({ business_customer: true, business_subscription: { is_chargebee: true } }),
      [createSubscription()],
    );
    expect(await menuEntries()).toEqual([
      'Dashboard',
      '[My account]',
      'Account & Billing',
      'Sign out',
    ]);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/volume-management',
    );
  });

  it('expired: dashboard, account, changelog, redeem code, sign out', async () => {
    renderMenu(createCurrentUser(), [
      createSubscription({
        state: 'cancelled',
        active: false,
        next_payment_date: daysFromNow(-20),
      }),
    ]);
    expect(await menuEntries()).toEqual([
      'Dashboard',
      '[My account]',
      'Account & Billing',
      'Changelog',
      'Redeem Code',
      'Sign out',
    ]);
  });

  it('active: every entry its subscriptions earn, in the menu’s groups, and only those', async () => {
    renderMenu(createCurrentUser({ country: 'US' }), [premium], { at: '/esim' });
    expect(await menuEntries()).toEqual([
      'Dashboard',
      '[VPN]',
      'Setup Devices',
      'DNS Settings',
      'Dedicated IP',
      '[Add-ons & coupons]',
      'eSIM',
      'Aircove coupon',
      '[ID Defender]',
      'ID Alerts',
      'Credit Scanner',
      '[My account]',
      'Password Manager',
      'Refer friends',
      'My Subscription',
      'Account & Billing',
      'Changelog',
      'Redeem Code',
      'Sign out',
    ]);
    expect(screen.getByRole('link', { name: 'Setup Devices' })).toHaveAttribute(
      'href',
      '/activation-setup?activation_code=tok-123',
    );
    expect(screen.getByRole('link', { name: 'Aircove coupon' })).toHaveAttribute(
      'href',
      '/my-subscriptions/krn:subscription:prem1/aircove-coupon',
    );
    expect(screen.getByRole('link', { name: 'eSIM' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('hides what has lapsed: an expired eSIM and coupon, a trial’s referral and dedicated IP', async () => {
    renderMenu(createCurrentUser({ free_trial_status: 'multi_device_free_trial' }), [
      createSubscription({
        state: 'intrial',
        type: 'multi_device_free_trial',
        setup_link_token: 'tok-9',
        entitlements: [{ id: 'password-manager', name: 'Burrow Keys', type: 'feature' }],
        aircoveCoupon: {
          krn: 'krn:coupon:c2',
          status: 'ready',
          code: 'OLD',
          expires: daysFromNow(-1),
        },
        holiday_esims: [
          { krn: 'krn:esim:e2', status: 'ready', data_gb: 1, expires: daysFromNow(-3) },
        ],
      }),
    ]);
    expect(await menuEntries()).toEqual([
      'Dashboard',
      '[VPN]',
      'Setup Devices',
      'DNS Settings',
      '[My account]',
      'Password Manager',
      'My Subscription',
      'Account & Billing',
      'Changelog',
      'Redeem Code',
      'Sign out',
    ]);
  });

  it('judges lapsed dates by the server’s clock, not a device’s that is years behind', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2020-01-01T12:00:00Z'));
    renderMenu(createCurrentUser(), [
      createSubscription({
        as_of: '2026-11-27T12:00:00.000Z',
        next_payment_date: '2026-12-27T12:00:00.000Z',
        aircoveCoupon: {
          krn: 'krn:coupon:c3',
          status: 'ready',
          code: 'LAPSED',
          expires: '2026-11-26T12:00:00.000Z',
        },
        holiday_esims: [
          {
            krn: 'krn:esim:e3',
            status: 'ready',
            data_gb: 1,
            expires: '2026-11-20T12:00:00.000Z',
          },
        ],
      }),
    ]);
    const entries = await menuEntries();
    expect(entries).toContain('My Subscription');
    expect(entries).not.toContain('Aircove coupon');
    expect(entries).not.toContain('eSIM');
  });

  it('in-app purchase: no redeem code, dedicated IP or referrals for a plan the App Store bills', async () => {
    renderMenu(createCurrentUser(), [
      createSubscription({ next_payment_method: 'AppStore', setup_link_token: 'tok-ios' }),
    ]);
    expect(await menuEntries()).toEqual([
      'Dashboard',
      '[VPN]',
      'Setup Devices',
      'DNS Settings',
      '[My account]',
      'My Subscription',
      'Account & Billing',
      'Changelog',
      'Sign out',
    ]);
  });

  it('leaves billing pages out for a sanctioned region and shows the expert programme when switched on', async () => {
    renderMenu(createCurrentUser({ country: 'RU' }), [createSubscription()], {
      expertProgram: true,
    });
    const entries = await menuEntries();
    expect(entries).not.toContain('My Subscription');
    expect(entries).not.toContain('Refer friends');
    expect(entries.slice(-2)).toEqual(['Expert Program', 'Sign out']);
  });
});

describe('the account menu while loading and failing', () => {
  it('tells assistive technology it is loading', async () => {
    fakeFetch({
      [ME]: { body: createCurrentUser() },
      [SUBSCRIPTIONS]: () => new Promise(() => undefined),
      [POLICY]: { body: policy },
    });
    renderRoute({ at: '/subscriptions', routes: [{ path: '*', element: <AccountMenuNav /> }] });
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    expect(await within(nav).findByRole('status')).toHaveTextContent('Loading…');
  });

  it('says when it could not be loaded, retries, and still lets you sign out', async () => {
    fakeFetch({
      [ME]: { body: createCurrentUser() },
      [SUBSCRIPTIONS]: [apiError(503, 'service_unavailable'), { body: { subscriptions: [] } }],
      [POLICY]: { body: policy },
    });
    const { user } = renderRoute({
      at: '/subscriptions',
      routes: [{ path: '*', element: <AccountMenuNav /> }],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The menu could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Changelog' })).toBeInTheDocument();
  });
});
