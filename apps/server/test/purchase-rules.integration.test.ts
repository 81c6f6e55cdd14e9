import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparePurchase, sendCheckout } from './support/purchase';
import { createTestApp, sessionCookieFrom, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

/**
 * Who may buy what at checkout (decision 0074): add-ons on the plan's cycle, each coupon and
 * offer for its audience, and no second plan beside one that still gives access. The
 * estimate and the checkout answer the same, since both price through one quote.
 */
describe.each(testDatabaseKinds)('purchase rules on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const customer = { residenceCountry: 'US', residenceState: 'NY', residenceZipcode: '10001' };
  const estimate = (payload: object, cookie?: string) =>
    t.request({
      method: 'POST',
      url: '/api/v1/estimate',
      payload: { customer, ...payload },
      ...(cookie ? { cookie } : {}),
    });
  const checkoutForCustomer = (payload: object, cookie: string) =>
    t.request({ method: 'POST', url: '/api/v1/checkout-for-customer', payload, cookie });
  const countFor = async (table: 'subscriptions' | 'invoices', email: string) => {
    const [row] = await t.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} x JOIN users u ON u.id = x.user_id WHERE u.email = $1`,
      [email],
    );
    return row?.n ?? 0;
  };

  describe('an add-on is bought on its plan’s billing cycle only', () => {
    const mismatched = ['vpn-premium-12m-usd', 'addon-dedicated-ip-1m-usd'];

    it('refuses a monthly add-on on a yearly plan at the estimate', async () => {
      const response = await estimate({ offerId: 'default', priceIds: mismatched });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'addon_not_available',
        details: { priceIds: 'addon-dedicated-ip-1m-usd' },
      });
    });

    it('refuses it at checkout, before any charge, and sells the yearly add-on renewing with the plan', async () => {
      const email = 'yearly-with-addon@example.com';
      const prepared = await preparePurchase(t, {
        email,
        priceIds: ['vpn-premium-12m-usd', 'addon-dedicated-ip-12m-usd'],
      });
      const refused = await sendCheckout(t, {
        ...prepared.checkoutBody,
        priceIds: mismatched,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('addon_not_available');
      expect(await countFor('subscriptions', email)).toBe(0);

      const bought = await sendCheckout(t, prepared.checkoutBody);
      expect(bought.statusCode, bought.body).toBe(201);
      const subscriptions = (
        await t.request({
          method: 'GET',
          url: '/api/v2/subscriptions/',
          cookie: sessionCookieFrom(bought),
        })
      ).json().subscriptions;
      expect(subscriptions).toHaveLength(1);
      expect(subscriptions[0]).toMatchObject({
        next_billing_cycle: 12,
        addons: [{ addon_type: 'dip', status: 'ACTIVE' }],
      });
      expect(prepared.estimate.renewal.amount.unscaledValue).toBe(14995 + 4788);
    });
  });

  describe('WELCOME10 is for a first purchase only', () => {
    it('applies for a new buyer', async () => {
      const response = await estimate({
        offerId: 'default',
        priceIds: ['vpn-basic-12m-usd'],
        couponCode: 'WELCOME10',
      });
      expect(response.json().coupon).toMatchObject({ code: 'WELCOME10', applied: true });
    });

    it('does not apply for a customer who had a subscription: the estimate says so, checkout refuses it', async () => {
      const email = 'expired@demo.burrow.test';
      const cookie = await signIn(t, email);
      const prepared = await preparePurchase(t, {
        email,
        cookie,
        priceIds: ['vpn-basic-12m-usd'],
        couponCode: 'WELCOME10',
      });
      expect(prepared.estimate.coupon).toMatchObject({ code: 'WELCOME10', applied: false });
      expect(prepared.estimate.discount.unscaledValue).toBe(0);
      const invoicesBefore = await countFor('invoices', email);
      const response = await sendCheckout(t, prepared.checkoutBody, cookie);
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe('coupon_not_applicable');
      expect(await countFor('invoices', email)).toBe(invoicesBefore);
    });
  });

  describe('the win-back offer is for former customers only', () => {
    const winBack = { offerId: 'win-back', priceIds: ['vpn-premium-12m-usd'] };

    it('refuses a new buyer at the estimate and at checkout', async () => {
      const estimated = await estimate(winBack);
      expect(estimated.statusCode).toBe(422);
      expect(estimated.json().error.code).toBe('offer_not_available');

      const email = 'not-a-former-customer@example.com';
      const prepared = await preparePurchase(t, { email, priceIds: winBack.priceIds });
      const response = await sendCheckout(t, { ...prepared.checkoutBody, offerId: 'win-back' });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe('offer_not_available');
      expect(await countFor('subscriptions', email)).toBe(0);
    });

    it('refuses a customer whose plan still gives access, as a second plan', async () => {
      const cookie = await signIn(t, 'active@demo.burrow.test');
      const response = await estimate(winBack, cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('already_has_subscription');
    });

    it('gives a customer whose plans all expired 3 free months on a yearly plan', async () => {
      const email = 'expired@demo.burrow.test';
      const cookie = await signIn(t, email);
      const prepared = await preparePurchase(t, { email, cookie, ...winBack });
      expect(prepared.estimate.freePeriod).toEqual({ length: 3, unit: 'month' });
      const response = await checkoutForCustomer(prepared.checkoutBody, cookie);
      expect(response.statusCode, response.body).toBe(201);
    });
  });

  describe('a customer with a plan that gives access does not buy a second one', () => {
    it.each(['active@demo.burrow.test', 'inapp@demo.burrow.test', 'expiring@demo.burrow.test'])(
      '%s is told they already have a subscription, at the estimate and at checkout, and nothing is charged',
      async (email) => {
        const cookie = await signIn(t, email);
        const estimated = await estimate(
          { offerId: 'default', priceIds: ['vpn-basic-1m-usd'] },
          cookie,
        );
        expect(estimated.statusCode).toBe(409);
        expect(estimated.json().error.code).toBe('already_has_subscription');

        // The payment was authorised (say, in another tab before the first plan was bought).
        const prepared = await preparePurchase(t, { email, priceIds: ['vpn-basic-1m-usd'] });
        const before = await countFor('invoices', email);
        const response = await checkoutForCustomer(prepared.checkoutBody, cookie);
        expect(response.statusCode).toBe(409);
        expect(response.json().error).toMatchObject({ code: 'already_has_subscription' });
        expect(await countFor('invoices', email)).toBe(before);
        const [intent] = await t.app.db.query<{ status: string }>(
          `SELECT status FROM sandbox_gateway_intents WHERE id = $1`,
          [prepared.paymentIntentId],
        );
        expect(intent?.status).toBe('authorized');
      },
    );
  });
});
