import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieFrom, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

describe.each(testDatabaseKinds)('gift cards on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const check = (code: string) =>
    t.request({ method: 'POST', url: '/api/v1/gift-cards/check', payload: { code } });
  const redeem = (payload: object, cookie?: string) =>
    t.request({
      method: 'POST',
      url: '/api/v1/gift-cards/redeem',
      payload,
      ...(cookie ? { cookie } : {}),
    });

  it('tells what a code is worth, however it is typed', async () => {
    const response = await check(' gift-premium 12 ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 'GIFTPREMIUM12',
      productId: 'vpn-premium',
      productName: 'Burrow VPN Premium',
      months: 12,
    });
  });

  it.each([
    ['NOSUCHCODE', 404, 'gift_card_invalid'],
    ['GIFTUSED', 409, 'gift_card_already_redeemed'],
    ['GIFTEXPIRED', 410, 'gift_card_expired'],
  ])('refuses %s with %i %s', async (code, status, errorCode) => {
    const response = await check(code);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(errorCode);
  });

  it('refuses an empty code with the enter-code message', async () => {
    const response = await check('   ');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields.code).toBe('Enter your gift card code.');
  });

  it('redeems into a new account, signed in, with a prepaid subscription; the code then is used', async () => {
    const response = await redeem({ code: 'GIFTBASIC1', email: 'gift-receiver@example.com' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ redirectUrl: '/setup' });
    const subs = (
      await t.request({
        method: 'GET',
        url: '/api/v2/subscriptions/',
        cookie: sessionCookieFrom(response),
      })
    ).json().subscriptions;
    expect(subs).toEqual([
      expect.objectContaining({
        state: 'active',
        next_payment_method: 'gift_card',
        auto_billing_enabled: false,
        next_billing_cycle: 1,
      }),
    ]);
    expect((await check('GIFTBASIC1')).json().error.code).toBe('gift_card_already_redeemed');
  });

  it('redeems for a signed-in customer and asks a signed-out existing customer to sign in', async () => {
    const stranger = await redeem({ code: 'GIFTPREMIUM12', email: 'expired@demo.burrow.test' });
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().error.code).toBe('account_exists');
    const cookie = await signIn(t, 'expired@demo.burrow.test');
    const response = await redeem({ code: 'GIFTPREMIUM12' }, cookie);
    expect(response.statusCode).toBe(201);
    const subs = (await t.request({ method: 'GET', url: '/api/v2/subscriptions/', cookie })).json()
      .subscriptions;
    expect(subs.map((s: { state: string }) => s.state).sort()).toEqual(['active', 'cancelled']);
  });
});
