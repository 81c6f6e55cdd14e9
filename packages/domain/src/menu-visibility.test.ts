import { describe, expect, it } from 'vitest';
import type { NavigationSubscription, NavigationUser } from './navigation-input';
import { DEFAULT_NAVIGATION_POLICY, type NavigationPolicy } from './navigation-policy';
import { navigationType } from './navigation-type';
import {
  entitledIdDefenderItems,
  qualifiesForDedicatedIp,
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
  FUTURE,
  PAST,
  TEST_NOW,
  buildSubscription as sub,
  buildUser as user,
} from './test-builders';

function ctx(
  u: NavigationUser,
  subs: NavigationSubscription[],
  policy: Partial<NavigationPolicy> = {},
): MenuContext {
  return {
    user: u,
    subscriptions: subs,
    navigationType: navigationType(u, subs, TEST_NOW),
    now: TEST_NOW,
    policy: { ...DEFAULT_NAVIGATION_POLICY, ...policy },
  };
}

const expiredSub = sub({
  krn: 'krn:subscription:old',
  state: 'cancelled',
  active: false,
  next_payment_date: PAST,
});
const business = user({ business_customer: true });
const iran = user({ country: 'IR' });

describe('docs/product.md#the-account-menu redeem code: not business, and no running store- or carrier-billed subscription', () => {
  it.each([
    ['consumer with a card subscription', ctx(user(), [sub()]), true],
    ['consumer with nothing', ctx(user(), []), true],
    ['business', ctx(business, [sub()]), false],
    ['App Store subscription', ctx(user(), [sub({ next_payment_method: 'AppStore' })]), false],
    ['Play Store subscription', ctx(user(), [sub({ next_payment_method: 'PlayStore' })]), false],
    ['carrier-billed', ctx(user(), [sub({ next_payment_method: 'amdocs' })]), false],
    [
      'an expired App Store subscription does not block',
      ctx(user(), [{ ...expiredSub, next_payment_method: 'AppStore' }]),
      true,
    ],
    [
      'a gift-card subscription can be topped up',
      ctx(user(), [sub({ next_payment_method: 'gift_card' })]),
      true,
    ],
  ])('%s → %s', (_label, c, expected) => {
    expect(showsRedeemCode(c)).toBe(expected);
  });
});

describe('docs/product.md#the-account-menu setup devices: at most one subscription and an eligible active one', () => {
  const expiringInApp = sub({
    next_payment_method: 'AppStore',
    auto_billing_enabled: false,
    expires_soon: true,
  });
  it.each([
    ['one active', ctx(user(), [sub()]), true],
    ['two subscriptions', ctx(user(), [sub(), sub({ krn: 'krn:subscription:s2' })]), false],
    ['one expired', ctx(user(), [expiredSub]), false],
    ['none', ctx(user(), []), false],
    ['no setup token to link to', ctx(user(), [sub({ setup_link_token: null })]), false],
    ['in-app, renewing', ctx(user(), [sub({ next_payment_method: 'AppStore' })]), true],
    ['in-app, autobill off, expiring soon', ctx(user(), [expiringInApp]), false],
    ['in-app, expiring soon, sanctioned region', ctx(iran, [expiringInApp]), true],
    [
      'in-app, autobill off but not near the end',
      ctx(user(), [sub({ next_payment_method: 'AppStore', auto_billing_enabled: false })]),
      true,
    ],
    [
      'expiring soon but not in-app',
      ctx(user(), [sub({ auto_billing_enabled: false, expires_soon: true })]),
      true,
    ],
  ])('%s → %s', (_label, c, expected) => {
    expect(showsSetupDevices(c)).toBe(expected);
  });
});

describe('docs/product.md#the-account-menu DNS settings: trial unless single-device; otherwise active subscription or business', () => {
  it.each([
    [
      'multi-device trial',
      ctx(user({ free_trial_status: 'multi_device_free_trial' }), [sub({ state: 'intrial' })]),
      true,
    ],
    [
      'single-device trial',
      ctx(user({ free_trial_status: 'single_device_free_trial' }), [sub({ state: 'intrial' })]),
      false,
    ],
    ['active subscription', ctx(user(), [sub()]), true],
    ['no active subscription', ctx(user(), [expiredSub]), false],
    ['business without subscriptions', ctx(business, []), true],
  ])('%s → %s', (_label, c, expected) => {
    expect(showsDnsSettings(c)).toBe(expected);
  });
});

describe('docs/product.md#the-account-menu dedicated IP: every subscription qualifies (decision 0012)', () => {
  const dip = { addon_type: 'dip', status: 'ACTIVE' };
  it.each([
    ['paid card subscription', sub(), true],
    ['PayPal', sub({ next_payment_method: 'PayPal' }), true],
    ['trial', sub({ state: 'intrial' }), false],
    ['trial type', sub({ type: 'multi_device_free_trial' }), false],
    ['App Store', sub({ next_payment_method: 'AppStore' }), false],
    ['gift card', sub({ next_payment_method: 'gift_card' }), false],
    ['expired', expiredSub, false],
    [
      'already carries a dedicated IP',
      sub({ next_payment_method: 'AppStore', addons: [dip] }),
      true,
    ],
    [
      'a cancelled dedicated IP does not count',
      sub({ state: 'intrial', addons: [{ ...dip, status: 'CANCELLED' }] }),
      false,
    ],
  ])('a subscription qualifies: %s → %s', (_label, s, expected) => {
    expect(qualifiesForDedicatedIp(s, TEST_NOW)).toBe(expected);
  });

  it.each([
    ['one qualifying', ctx(user(), [sub()]), true],
    ['one of two does not', ctx(user(), [sub(), sub({ next_payment_method: 'PlayStore' })]), false],
    ['expired history does not block', ctx(user(), [expiredSub, sub()]), true],
    ['nothing current', ctx(user(), [expiredSub]), false],
    ['no subscriptions', ctx(user(), []), false],
  ])('the link: %s → %s', (_label, c, expected) => {
    expect(showsDedicatedIp(c)).toBe(expected);
  });
});

describe('docs/product.md#the-account-menu eSIM: a subscription has an eSIM being set up or whose holiday expiry has not passed', () => {
  it.each([
    ['first eSIM still valid', [sub({ holiday_esims: [{ expires: FUTURE }] })], true],
    ['first eSIM being set up', [sub({ holiday_esims: [{ status: 'being_set_up' }] })], true],
    [
      'being set up before an expired one',
      [sub({ holiday_esims: [{ status: 'being_set_up' }, { status: 'ready', expires: PAST }] })],
      true,
    ],
    ['ready and valid', [sub({ holiday_esims: [{ status: 'ready', expires: FUTURE }] })], true],
    ['ready and expired', [sub({ holiday_esims: [{ status: 'ready', expires: PAST }] })], false],
    [
      'first eSIM expired',
      [sub({ holiday_esims: [{ expires: PAST }, { expires: FUTURE }] })],
      false,
    ],
    [
      'the older holidayEsims spelling',
      [sub({ holiday_esims: undefined, holidayEsims: [{ expires: FUTURE }] })],
      true,
    ],
    ['neither list', [sub({ holiday_esims: undefined })], false],
    ['no eSIMs', [sub()], false],
    ['on a second subscription', [sub(), sub({ holiday_esims: [{ expires: FUTURE }] })], true],
  ])('%s → %s', (_label, subs, expected) => {
    expect(showsEsim(ctx(user(), subs))).toBe(expected);
  });
});

describe('docs/product.md#the-account-menu router coupon: a coupon is being set up, or exists and has not expired', () => {
  it.each([
    [
      'coupon being set up',
      [
        sub({
          krn: 'krn:subscription:s',
          aircoveCoupon: { krn: 'krn:coupon:1', status: 'being_set_up' },
        }),
      ],
      'krn:subscription:s',
    ],
    [
      'ready and expired',
      [sub({ aircoveCoupon: { krn: 'krn:coupon:1', status: 'ready', expires: PAST } })],
      undefined,
    ],
    [
      'valid coupon',
      [sub({ krn: 'krn:subscription:c', aircoveCoupon: { krn: 'krn:coupon:1', expires: FUTURE } })],
      'krn:subscription:c',
    ],
    ['expired coupon', [sub({ aircoveCoupon: { krn: 'krn:coupon:1', expires: PAST } })], undefined],
    ['no coupon', [sub()], undefined],
    [
      'the first subscription holding a valid one',
      [
        sub({ krn: 'krn:subscription:a', aircoveCoupon: { krn: 'krn:coupon:1', expires: PAST } }),
        sub({ krn: 'krn:subscription:b', aircoveCoupon: { krn: 'krn:coupon:2', expires: FUTURE } }),
      ],
      'krn:subscription:b',
    ],
  ])('%s', (_label, subs, expected) => {
    expect(routerCouponSubscription(ctx(user(), subs))?.krn).toBe(expected);
  });
});

describe('docs/product.md#the-account-menu ID Defender: only the items the subscriptions entitle', () => {
  const addon = (addon_type: string, status = 'ACTIVE') => ({ addon_type, status });
  it.each([
    ['nothing', sub(), []],
    [
      'premium entitlements',
      sub({
        entitlements: [{ id: 'id-alerts' }, { id: 'data-removal' }, { id: 'password-manager' }],
      }),
      ['id-alerts', 'id-removal'],
    ],
    [
      'every add-on type',
      sub({
        addons: [
          addon('idp_monitor'),
          addon('idp_insurance'),
          addon('pip_scanning'),
          addon('idp_credit_report'),
        ],
      }),
      ['id-alerts', 'id-insurance', 'id-removal', 'credit-scanner'],
    ],
    ['monitoring add-on', sub({ addons: [addon('idp_monitoring')] }), ['id-alerts']],
    [
      'credit scanner entitlement',
      sub({ entitlements: [{ id: 'credit-scanner' }] }),
      ['credit-scanner'],
    ],
    ['cancelled add-on', sub({ addons: [addon('idp_insurance', 'CANCELLED')] }), []],
    ['dedicated IP is not ID Defender', sub({ addons: [addon('dip')] }), []],
    [
      'expired subscriptions entitle nothing',
      { ...expiredSub, entitlements: [{ id: 'id-alerts' }] },
      [],
    ],
  ])('%s', (_label, s, expected) => {
    expect(entitledIdDefenderItems(ctx(user(), [s]))).toEqual(expected);
  });
});

describe('docs/product.md#the-account-menu password manager: an entitlement with id password-manager exists', () => {
  it.each([
    ['entitled', [sub({ entitlements: [{ id: 'password-manager' }] })], true],
    ['not entitled', [sub({ entitlements: [{ id: 'vpn' }] })], false],
    [
      'only on an expired subscription',
      [{ ...expiredSub, entitlements: [{ id: 'password-manager' }] }],
      false,
    ],
  ])('%s → %s', (_label, subs, expected) => {
    expect(showsPasswordManager(ctx(user(), subs))).toBe(expected);
  });
});

describe('docs/product.md#the-account-menu refer friends: eligibility check (decision 0012)', () => {
  it.each([
    ['paid consumer', ctx(user(), [sub()]), true],
    ['programme off', ctx(user(), [sub()], { referralProgramEnabled: false }), false],
    ['business', ctx(business, [sub()]), false],
    ['sanctioned region', ctx(iran, [sub()]), false],
    ['trial only', ctx(user(), [sub({ state: 'intrial' })]), false],
    ['App Store only', ctx(user(), [sub({ next_payment_method: 'AppStore' })]), false],
    ['expired only', ctx(user(), [expiredSub]), false],
  ])('%s → %s', (_label, c, expected) => {
    expect(showsReferFriends(c)).toBe(expected);
  });
});

describe('docs/product.md#the-account-menu my subscription: not business and not from a sanctioned region', () => {
  it.each([
    ['consumer', ctx(user(), [sub()]), true],
    ['business', ctx(business, [sub()]), false],
    ['sanctioned region', ctx(iran, [sub()]), false],
    ['unknown country', ctx(user({ country: null }), [sub()]), true],
  ])('%s → %s', (_label, c, expected) => {
    expect(showsMySubscription(c)).toBe(expected);
  });
});

describe('docs/product.md#the-account-menu expert program and license manager', () => {
  it('expert program follows the feature switch', () => {
    expect(showsExpertProgram(ctx(user(), [sub()]))).toBe(false);
    expect(showsExpertProgram(ctx(user(), [sub()], { expertProgramEnabled: true }))).toBe(true);
  });

  it.each([
    [
      'legacy business',
      user({ business_customer: true, business_subscription: { is_chargebee: false } }),
      true,
    ],
    ['business without a business subscription is legacy', business, true],
    [
      'business on the newer billing system',
      user({ business_customer: true, business_subscription: { is_chargebee: true } }),
      false,
    ],
    ['consumer', user(), false],
  ])('license manager: %s → %s', (_label, u, expected) => {
    expect(showsLicenseManager(ctx(u, []))).toBe(expected);
  });
});
