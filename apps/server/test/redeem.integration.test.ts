import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const DAY = 86_400_000;

describe.each(testDatabaseKinds)('redeeming a code while signed in on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterEach(() => t.close());

  const redeem = (cookie: string | undefined, code: unknown) =>
    t.request({
      method: 'POST',
      url: '/api/v2/redeem/',
      payload: { code },
      ...(cookie ? { cookie } : {}),
    });
  const subscriptions = async (cookie: string) =>
    (await t.request({ method: 'GET', url: '/api/v2/subscriptions/', cookie })).json()
      .subscriptions as { subscription_id: string; next_payment_date: string; state: string }[];
  const addCard = (code: string, priceId: string) =>
    t.app.db.query(
      `INSERT INTO gift_cards (tenant_id, code, price_id, created_at) VALUES ('burrow', $1, $2, $3)`,
      [code, priceId, t.clock.now()],
    );

  it('adds a gift card’s months to the running plan of its tier, with a fully paid invoice', async () => {
    const cookie = await signIn(t, 'expiring@demo.burrow.test');
    const [before] = await subscriptions(cookie);
    await addCard('GIFTPREMIUM1', 'vpn-premium-1m-usd');

    const response = await redeem(cookie, ' giftpremium-1 ');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      kind: 'gift_card',
      outcome: 'extended',
      product_name: 'Burrow VPN Premium',
      months: 1,
      subscription: { subscription_id: before?.subscription_id },
    });
    const oldEnd = new Date(before?.next_payment_date ?? '');
    const newEnd = new Date(body.subscription.next_payment_date);
    expect(Math.round((newEnd.getTime() - oldEnd.getTime()) / DAY)).toBeGreaterThanOrEqual(28);
    // Still one plan, now ending later.
    const after = await subscriptions(cookie);
    expect(after).toHaveLength(1);
    expect(after[0]?.next_payment_date).toBe(body.subscription.next_payment_date);

    const invoices = (await t.request({ method: 'GET', url: '/api/v2/invoices/', cookie })).json()
      .invoices;
    expect(invoices[0]).toMatchObject({
      status: 'paid',
      total: { unscaledValue: 0 },
      period_start: oldEnd.toISOString(),
      period_end: newEnd.toISOString(),
      lines: [{ description: 'Burrow VPN Premium, gift card GIFTPREMIUM1' }],
    });
  });

  it('starts a subscription of its own when no running plan fits (expired, another tier, add-ons)', async () => {
    const expired = await signIn(t, 'expired@demo.burrow.test');
    const created = await redeem(expired, 'GIFTBASIC1');
    expect(created.json()).toMatchObject({
      kind: 'gift_card',
      outcome: 'created',
      months: 1,
      subscription: { state: 'active', next_payment_method: 'gift_card' },
    });
    expect(await subscriptions(expired)).toHaveLength(2);

    // The active customer's Premium plan carries a dedicated IP: the card pays for a plan only.
    const active = await signIn(t, 'active@demo.burrow.test');
    const own = await redeem(active, 'GIFTPREMIUM12');
    expect(own.json()).toMatchObject({ kind: 'gift_card', outcome: 'created', months: 12 });
  });

  it('explains a discount coupon and changes nothing', async () => {
    const cookie = await signIn(t, 'expiring@demo.burrow.test');
    const before = await subscriptions(cookie);
    expect((await redeem(cookie, 'welcome10')).json()).toEqual({
      kind: 'coupon',
      code: 'WELCOME10',
      description: '10% off your first payment',
      percent_off: 10,
      applies_to: 'any',
    });
    expect((await redeem(cookie, 'UPGRADE30NOW')).json()).toMatchObject({
      kind: 'coupon',
      applies_to: 'upgrade',
    });
    expect(await subscriptions(cookie)).toEqual(before);
    const [coupon] = await t.app.db.query<{ redemptions: number }>(
      `SELECT redemptions FROM coupons WHERE code = 'WELCOME10'`,
    );
    expect(coupon?.redemptions).toBe(0);
  });

  it('refuses unknown, used and expired codes, and a card someone else redeemed', async () => {
    const cookie = await signIn(t, 'expiring@demo.burrow.test');
    for (const [code, status, error] of [
      ['NOSUCHCODE', 404, 'gift_card_invalid'],
      ['GIFTUSED', 409, 'gift_card_already_redeemed'],
      ['GIFTEXPIRED', 410, 'gift_card_expired'],
    ] as const) {
      const response = await redeem(cookie, code);
      expect(response.statusCode).toBe(status);
      expect(response.json().error.code).toBe(error);
    }
    const other = await signIn(t, 'trial@demo.burrow.test');
    expect((await redeem(other, 'GIFTBASIC1')).statusCode).toBe(200);
    expect((await redeem(cookie, 'GIFTBASIC1')).json().error.code).toBe(
      'gift_card_already_redeemed',
    );
  });

  it('redeems a card once when two requests race', async () => {
    const cookie = await signIn(t, 'expiring@demo.burrow.test');
    const answers = await Promise.all([
      redeem(cookie, 'GIFTPREMIUM12'),
      redeem(cookie, 'GIFTPREMIUM12'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [card] = await t.app.db.query<{ redeemed_at: Date | null }>(
      `SELECT redeemed_at FROM gift_cards WHERE code = 'GIFTPREMIUM12'`,
    );
    expect(card?.redeemed_at).not.toBeNull();
  });

  it('refuses those the menu hides Redeem Code from (docs/product.md#the-account-menu), an empty code, and a visitor', async () => {
    for (const situation of ['inapp', 'business']) {
      const cookie = await signIn(t, `${situation}@demo.burrow.test`);
      const response = await redeem(cookie, 'GIFTBASIC1');
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('not_entitled');
    }
    const cookie = await signIn(t, 'expiring@demo.burrow.test');
    const empty = await redeem(cookie, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.fields.code).toBe('Enter your code.');
    const visitor = await redeem(undefined, 'GIFTBASIC1');
    expect(visitor.statusCode).toBe(401);
    // Nothing above used the card.
    expect((await redeem(cookie, 'GIFTBASIC1')).statusCode).toBe(200);
  });

  it('extends through the public gift-card flow too, and sends the customer to the dashboard', async () => {
    const cookie = await signIn(t, 'expiring@demo.burrow.test');
    await addCard('GIFTPREMIUM1', 'vpn-premium-1m-usd');
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/gift-cards/redeem',
      payload: { code: 'GIFTPREMIUM1' },
      cookie,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().redirectUrl).toBe('/subscriptions');
    expect(await subscriptions(cookie)).toHaveLength(1);
  });
});
