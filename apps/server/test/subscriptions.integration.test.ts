import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

interface Sub {
  krn: string;
  subscription_id: string;
  state: string;
  [field: string]: unknown;
}

describe.each(testDatabaseKinds)('GET /api/v2/subscriptions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const list = async (cookie: string) => {
    const response = await t.request({ method: 'GET', url: '/api/v2/subscriptions/', cookie });
    expect(response.statusCode).toBe(200);
    return response.json<{ subscriptions: Sub[] }>().subscriptions;
  };

  it('is 401 when signed out, for the list and for one subscription', async () => {
    const listing = await t.request({ method: 'GET', url: '/api/v2/subscriptions/' });
    const one = await t.request({
      method: 'GET',
      url: '/api/v2/subscriptions/00000000-0000-4000-8000-000000000000',
    });
    expect(listing.statusCode).toBe(401);
    expect(one.statusCode).toBe(401);
    expect(listing.json().error.code).toBe('unauthenticated');
  });

  it("answers 404 for another customer's subscription, exactly as for one that does not exist", async () => {
    const [theirs] = await list(await signIn(t, 'active@demo.burrow.test'));
    const mine = await signIn(t, 'expired@demo.burrow.test');
    const other = await t.request({
      method: 'GET',
      url: `/api/v2/subscriptions/${theirs?.subscription_id}`,
      cookie: mine,
    });
    const missing = await t.request({
      method: 'GET',
      url: '/api/v2/subscriptions/00000000-0000-4000-8000-000000000000',
      cookie: mine,
    });
    const garbage = await t.request({
      method: 'GET',
      url: '/api/v2/subscriptions/not-a-uuid',
      cookie: mine,
    });
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
    expect(garbage.statusCode).toBe(404);
  });

  it('lists only the caller’s own subscriptions, in the API’s snake_case shape', async () => {
    const subs = await list(await signIn(t, 'active@demo.burrow.test'));
    expect(subs).toHaveLength(1);
    const [sub] = subs;
    expect(sub).toMatchObject({
      krn: `krn:subscription:${sub?.subscription_id}`,
      state: 'active',
      tier: 'TIER_PREMIUM',
      next_billing_cycle: 12,
      auto_billing_enabled: true,
      next_payment_method: 'CreditCard',
      cc_info: { brand: 'visa', last4: '4242' },
      price_krns: ['krn:price:vpn-premium-12m-usd'],
      active: true,
      handled_by_chargebee: true,
      aircoveCoupon: { code: expect.stringMatching(/^AIRCOVE-/) },
    });
    // The cancelled identity-insurance add-on is left out (docs/product.md#subscription-states).
    expect(sub?.addons).toEqual([expect.objectContaining({ addon_type: 'dip', status: 'ACTIVE' })]);
    expect((sub?.entitlements as { id: string }[]).map((e) => e.id).sort()).toEqual([
      'data-removal',
      'dedicated-ip',
      'id-alerts',
      'password-manager',
      'vpn',
    ]);
    expect(sub?.holiday_esims).toHaveLength(1);
  });

  it('answers one subscription by id and by krn', async () => {
    const cookie = await signIn(t, 'active@demo.burrow.test');
    const [sub] = await list(cookie);
    const byId = await t.request({
      method: 'GET',
      url: `/api/v2/subscriptions/${sub?.subscription_id}`,
      cookie,
    });
    const byKrn = await t.request({
      method: 'GET',
      url: `/api/v2/subscriptions/${encodeURIComponent(sub?.krn ?? '')}`,
      cookie,
    });
    expect(byId.statusCode).toBe(200);
    expect(byKrn.json()).toEqual(byId.json());
  });

  it.each([
    [
      'expired',
      { state: 'cancelled', active: false, entitlements: [], auto_billing_enabled: false },
    ],
    [
      'grace',
      {
        state: 'active',
        auto_bill_payment_failed: false,
        next_payment_method: 'PaypalLegacy',
        handled_by_chargebee: false,
      },
    ],
    [
      'autobill-failed',
      { state: 'active', auto_bill_payment_failed: true, auto_bill_failed_on: expect.any(String) },
    ],
    ['expiring', { state: 'active', expires_soon: true, auto_billing_enabled: false }],
    ['trial', { state: 'intrial', type: 'multi_device_free_trial' }],
    ['inapp', { next_payment_method: 'AppStore', supports_autobill: false }],
  ])('shows the %s demo account in its situation', async (situation, expected) => {
    const [sub] = await list(await signIn(t, `${situation}@demo.burrow.test`));
    expect(sub).toMatchObject(expected);
  });

  it('stops flagging expiring soon once the period has ended', async () => {
    t.clock.advance(10 * 86_400_000);
    try {
      const [sub] = await list(await signIn(t, 'expiring@demo.burrow.test'));
      expect(sub?.expires_soon).toBe(false);
    } finally {
      t.clock.advance(-10 * 86_400_000);
    }
  });

  it('shows business seat licences', async () => {
    const [sub] = await list(await signIn(t, 'business-legacy@demo.burrow.test'));
    expect((sub?.licenses as { state: string }[]).map((l) => l.state)).toEqual([
      'active',
      'active',
      'active',
      'revoked',
      'unassigned',
    ]);
  });
});
