import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieFrom, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';
import { preparePurchase, purchase, sendCheckout } from './support/purchase';

describe.each(testDatabaseKinds)('checkout on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const count = async (table: string, where = 'true', params: string[] = []) => {
    const [row] = await t.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} WHERE ${where}`,
      params,
    );
    return row?.n ?? 0;
  };

  describe('POST /api/v1/estimate', () => {
    it('prices a plan with an add-on, a coupon and tax by residence', async () => {
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/estimate',
        payload: {
          offerId: 'default',
          priceIds: ['vpn-basic-12m-usd', 'addon-dedicated-ip-12m-usd'],
          couponCode: ' welcome10 ',
          customer: { residenceCountry: 'us', residenceState: 'NY', residenceZipcode: '10001' },
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        currency: 'USD',
        subtotal: { unscaledValue: 5604 + 4788 },
        discount: { unscaledValue: 1039 },
        taxRate: 4,
        tax: { unscaledValue: 374 },
        total: { unscaledValue: 10392 - 1039 + 374 },
        dueToday: { unscaledValue: 9727 },
        coupon: { code: 'WELCOME10', applied: true },
      });
    });

    it('says when a coupon does not apply: an upgrade coupon for a new customer', async () => {
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/estimate',
        payload: {
          offerId: 'default',
          priceIds: ['vpn-basic-12m-usd'],
          couponCode: 'UPGRADE30NOW',
          customer: { residenceCountry: 'DE' },
        },
      });
      expect(response.json()).toMatchObject({
        coupon: { code: 'UPGRADE30NOW', applied: false },
        discount: { unscaledValue: 0 },
        taxRate: 19,
      });
    });

    it('charges nothing today on the free-trial offer, and renews after seven days', async () => {
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/estimate',
        payload: {
          offerId: 'free-trial',
          priceIds: ['vpn-vip-1m-usd'],
          customer: { residenceCountry: 'GB' },
        },
      });
      const body = response.json();
      expect(body.dueToday.unscaledValue).toBe(0);
      expect(new Date(body.renewal.date).getTime() - t.clock.now().getTime()).toBe(7 * 86_400_000);
    });

    it.each([
      [{ priceIds: ['addon-dedicated-ip-12m-usd'] }, 'an add-on without a plan'],
      [{ priceIds: ['vpn-basic-12m-usd', 'addon-dedicated-ip-12m-eur'] }, 'mixed currencies'],
      [{ priceIds: ['vpn-basic-12m-usd', 'no-such-price'] }, 'a price outside the offer'],
    ])('refuses %o (%s) with 400', async (selection) => {
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/estimate',
        payload: {
          offerId: 'default',
          customer: { residenceCountry: 'US', residenceState: 'NY' },
          ...selection,
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_request');
    });
  });

  describe('POST /api/v1/checkout', () => {
    it('creates the account, subscription, invoice and session of a new buyer paying by card', async () => {
      const { response, estimate } = await purchase(t, {
        email: 'buyer-card@example.com',
        priceIds: ['vpn-premium-12m-usd', 'addon-dedicated-ip-12m-usd'],
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        redirectUrl: '/setup',
        subscription: {
          subscriptionItems: [
            { itemPriceId: 'vpn-premium-12m-usd', itemType: 'plan' },
            { itemPriceId: 'addon-dedicated-ip-12m-usd', itemType: 'addon' },
          ],
        },
      });
      const cookie = sessionCookieFrom(response);
      const subs = (
        await t.request({ method: 'GET', url: '/api/v2/subscriptions/', cookie })
      ).json().subscriptions;
      expect(subs).toHaveLength(1);
      expect(subs[0]).toMatchObject({
        subscription_id: body.subscription.id,
        state: 'active',
        cc_info: { brand: 'visa', last4: '4242' },
        auto_billing_enabled: true,
        addons: [expect.objectContaining({ addon_type: 'dip' })],
      });
      expect(subs[0].entitlements.map((e: { id: string }) => e.id)).toContain('dedicated-ip');
      const [invoice] = await t.app.db.query<{ total_minor: number; status: string }>(
        `SELECT total_minor, status FROM invoices WHERE subscription_id = $1`,
        [body.subscription.id],
      );
      expect(invoice).toEqual({ total_minor: estimate.total.unscaledValue, status: 'paid' });
    });

    it.each([
      ['paypal', 'tok_paypal_approve'],
      ['apple_pay', 'tok_wallet_approve'],
      ['google_pay', 'tok_wallet_approve'],
    ] as const)('buys with %s', async (method, testToken) => {
      const { response } = await purchase(t, {
        email: `buyer-${method}@example.com`,
        method,
        testToken,
      });
      expect(response.statusCode).toBe(201);
      if (method === 'paypal') {
        const url = new URL(response.json().redirectUrl, 'http://x');
        expect(url.pathname).toBe('/setup');
        expect(Object.fromEntries(url.searchParams)).toMatchObject({
          utm_source: 'onecheckout',
          payment_type: 'paypal',
          total_period: '12',
        });
      }
    });

    it.each([
      ['tok_declined', 'payment_declined'],
      ['tok_insufficient_funds', 'insufficient_funds'],
      ['tok_incorrect_cvc', 'incorrect_cvc'],
      ['tok_expired_card', 'expired_card'],
      ['tok_fraud', 'fraud_suspected'],
      ['tok_processing_error', 'processing_error'],
      ['tok_paypal_cancel', 'payment_cancelled'],
    ])(
      'creates nothing when the payment fails (%s) and records the failure',
      async (testToken, reason) => {
        const email = `failed-${testToken}@example.com`;
        const method = testToken.startsWith('tok_paypal') ? 'paypal' : 'card';
        const { response } = await purchase(t, { email, testToken, method });
        expect(response.statusCode).toBe(402);
        expect(response.json().error).toMatchObject({
          code: 'payment_failed',
          details: { reason },
        });
        expect(await count('users', 'email = $1', [email])).toBe(0);
        expect(
          await count('attempted_signups', 'email = $1 AND signup_stage = $2', [
            email,
            'PAYMENT_FAILED',
          ]),
        ).toBe(1);
        expect(
          await count('payment_results', `result = 'failure' AND error_code = $1`, [reason]),
        ).toBeGreaterThan(0);
      },
    );

    it('asks an existing customer to sign in instead of buying as a stranger', async () => {
      const { response } = await purchase(t, { email: 'active@demo.burrow.test' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('account_exists');
    });

    it('records the coupon a new buyer paid with on the invoice', async () => {
      const { response } = await purchase(t, {
        email: 'welcomed@example.com',
        couponCode: 'WELCOME10',
        priceIds: ['vpn-premium-12m-usd'],
      });
      expect(response.statusCode).toBe(201);
      const [invoice] = await t.app.db.query<{ discount_minor: number; coupon_code: string }>(
        `SELECT discount_minor, coupon_code FROM invoices WHERE subscription_id = $1`,
        [response.json().subscription.id],
      );
      expect(invoice).toEqual({
        discount_minor: Math.floor(8004 * 0.1),
        coupon_code: 'WELCOME10',
      });
    });

    it('refuses a free trial to a customer who already had a subscription', async () => {
      const cookie = await signIn(t, 'expired@demo.burrow.test');
      const trial = { offerId: 'free-trial', priceIds: ['vpn-vip-1m-usd'] };
      const estimate = await t.request({
        method: 'POST',
        url: '/api/v1/estimate',
        payload: { ...trial, customer: { residenceCountry: 'GB' } },
        cookie,
      });
      expect(estimate.statusCode).toBe(422);
      expect(estimate.json().error.code).toBe('free_period_new_users_only');
      // A payment authorised for the plan, then sent as the trial: refused all the same.
      const prepared = await preparePurchase(t, {
        email: 'expired@demo.burrow.test',
        cookie,
        priceIds: trial.priceIds,
      });
      const response = await sendCheckout(t, { ...prepared.checkoutBody, ...trial }, cookie);
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toMatchObject({
        code: 'free_period_new_users_only',
        message: 'free periods are only available for new users',
      });
    });

    it('starts a free trial for a new customer with a card check that is released, not charged', async () => {
      const { response } = await purchase(t, {
        email: 'trialist@example.com',
        offerId: 'free-trial',
        priceIds: ['vpn-vip-1m-usd'],
      });
      expect(response.statusCode).toBe(201);
      const subs = (
        await t.request({
          method: 'GET',
          url: '/api/v2/subscriptions/',
          cookie: sessionCookieFrom(response),
        })
      ).json().subscriptions;
      expect(subs[0]).toMatchObject({ state: 'intrial', type: 'multi_device_free_trial' });
      const [invoice] = await t.app.db.query<{ total_minor: number }>(
        `SELECT total_minor FROM invoices WHERE subscription_id = $1`,
        [subs[0].subscription_id],
      );
      expect(invoice?.total_minor).toBe(0);
    });

    it('refuses a US purchase without a state', async () => {
      const prepared = await preparePurchase(t, { email: 'no-state@example.com' });
      const body = {
        ...prepared.checkoutBody,
        customer: { ...prepared.checkoutBody.customer, residenceState: undefined },
      };
      const response = await sendCheckout(t, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'payment_precondition_failed',
        details: { reason: 'state_required' },
      });
    });

    // Decision 0106: the API holds a residence to what the checkout form can produce.
    it.each([
      [{ residenceZipcode: '1000' }, 'postal_code_invalid'],
      [{ residenceZipcode: undefined }, 'postal_code_invalid'],
      [{ residenceState: 'XX' }, 'region_unknown'],
      [{ residenceCountry: 'RU', residenceState: undefined }, 'country_not_sold'],
      [
        { residenceCountry: 'CA', residenceState: undefined, residenceZipcode: 'K1A 0B1' },
        'province_required',
      ],
    ])(
      'refuses a purchase with the residence %o (%s), and creates no account',
      async (residence, reason) => {
        const email = `residence-${reason}-${Object.keys(residence).length}@example.com`;
        const prepared = await preparePurchase(t, { email });
        const body = {
          ...prepared.checkoutBody,
          customer: { ...prepared.checkoutBody.customer, ...residence },
        };
        const response = await sendCheckout(t, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toMatchObject({
          code: 'payment_precondition_failed',
          details: { reason },
        });
        expect(await count('users', 'email = $1', [email])).toBe(0);
      },
    );

    it('refuses a payment authorised for a different amount than the quote', async () => {
      const prepared = await preparePurchase(t, {
        email: 'stale-quote@example.com',
        priceIds: ['vpn-basic-1m-usd'],
      });
      const response = await sendCheckout(t, {
        ...prepared.checkoutBody,
        priceId: 'vpn-premium-24m-usd',
        priceIds: ['vpn-premium-24m-usd'],
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('quote_mismatch');
      expect(await count('users', 'email = $1', ['stale-quote@example.com'])).toBe(0);
    });

    it('answers a repeated checkout with the stored result, and refuses the same id for a different body', async () => {
      const { response, checkoutBody } = await purchase(t, { email: 'repeat@example.com' });
      const again = await sendCheckout(t, checkoutBody);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(response.json());
      const different = await sendCheckout(t, { ...checkoutBody, couponCode: 'WELCOME10' });
      expect(different.statusCode).toBe(422);
      expect(different.json().error.code).toBe('idempotency_key_reused');
      expect(await count('subscriptions', 'id = $1', [response.json().subscription.id])).toBe(1);
      expect(
        await count('invoices', 'payment_intent_id = $1', [checkoutBody.paymentIntentId]),
      ).toBe(1);
    });

    it('never bills one payment twice, even under a new attempt id', async () => {
      const { response, checkoutBody } = await purchase(t, { email: 'reuse-intent@example.com' });
      expect(response.statusCode).toBe(201);
      const reused = await sendCheckout(
        t,
        { ...checkoutBody, checkoutAttemptId: `${checkoutBody.checkoutAttemptId}-again` },
        sessionCookieFrom(response),
      );
      expect(reused.statusCode).toBe(409);
      expect(
        await count('invoices', 'payment_intent_id = $1', [checkoutBody.paymentIntentId]),
      ).toBe(1);
    });
  });

  describe('after a purchase', () => {
    it('emails a receipt with the invoice number and the amount paid', async () => {
      const { response } = await purchase(t, {
        email: 'receipt@example.com',
        priceIds: ['vpn-basic-1m-usd'],
        country: 'DE',
        state: '',
        zip: '',
      });
      expect(response.statusCode).toBe(201);
      const mailbox = (await t.request({ method: 'GET', url: '/api/dev/mailbox' })).json().messages;
      const receipt = mailbox.find((m: { to: string }) => m.to === 'receipt@example.com');
      expect(receipt.subject).toMatch(/^Your Burrow receipt BRW-\d{4}-\d{6}$/);
      // A German buyer pays the $12.95 price flat: 19% VAT is included in it (decision 0108).
      expect(receipt.text).toContain('Paid: $12.95 incl. VAT (19%)');
    });

    it('stores where the order came from and the marketing choice', async () => {
      const prepared = await preparePurchase(t, { email: 'attributed@example.com' });
      const body = {
        ...prepared.checkoutBody,
        xv: { utm_source: 'newsletter', affiliate_id: 'aff-42' },
        customer: { ...prepared.checkoutBody.customer, emailSubscriptionStatus: 'subscribed' },
      };
      expect((await sendCheckout(t, body)).statusCode).toBe(201);
      const [row] = await t.app.db.query<{
        attribution: unknown;
        email_subscription_status: string;
      }>(
        `SELECT s.attribution, u.email_subscription_status FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = 'attributed@example.com'`,
      );
      expect(row).toEqual({
        attribution: { utm_source: 'newsletter', affiliate_id: 'aff-42' },
        email_subscription_status: 'subscribed',
      });
    });
  });

  describe('POST /api/v1/checkout-for-customer', () => {
    it('is 401 signed out, and adds a purchase to a signed-in customer', async () => {
      // A former customer: one whose plan still gives access is refused (purchase rules).
      const prepared = await preparePurchase(t, { email: 'expired@demo.burrow.test' });
      const signedOut = await t.request({
        method: 'POST',
        url: '/api/v1/checkout-for-customer',
        payload: prepared.checkoutBody,
      });
      expect(signedOut.statusCode).toBe(401);
      const cookie = await signIn(t, 'expired@demo.burrow.test');
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/checkout-for-customer',
        payload: prepared.checkoutBody,
        cookie,
      });
      expect(response.statusCode).toBe(201);
      const subs = (
        await t.request({ method: 'GET', url: '/api/v2/subscriptions/', cookie })
      ).json().subscriptions;
      expect(subs).toHaveLength(2);
    });
  });

  describe('POST /order/api/payment-intent', () => {
    it('is the same operation as /api/v1/payment-intent', async () => {
      const response = await t.request({
        method: 'POST',
        url: '/order/api/payment-intent',
        payload: {
          checkoutAttemptId: 'alias-attempt-1',
          amount: { unscaledValue: 1295, scale: 2, currency: 'USD' },
          paymentMethodType: 'card',
        },
      });
      expect(response.statusCode).toBe(201);
      expect(JSON.parse(response.json().chargebeeBody)).toMatchObject({
        amount: { unscaledValue: 1295, currency: 'USD' },
        gateway: 'sandbox',
      });
    });
  });

  describe('POST /api/v1/checkout/customer-status', () => {
    it('tells a new email from an existing one, and a signed-in buyer from both', async () => {
      const ask = (email: string, cookie?: string) =>
        t.request({
          method: 'POST',
          url: '/api/v1/checkout/customer-status',
          payload: { email },
          ...(cookie ? { cookie } : {}),
        });
      expect((await ask('brand-new@example.com')).json()).toEqual({ status: 'new' });
      expect((await ask('active@demo.burrow.test')).json()).toEqual({ status: 'existing' });
      expect(
        (await ask('x@example.com', await signIn(t, 'active@demo.burrow.test'))).json(),
      ).toEqual({ status: 'signed_in' });
    });
  });
});

describe.runIf(testDatabaseKinds.includes('postgres'))(
  'concurrent identical checkouts on PostgreSQL',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('postgres');
    });
    afterAll(() => t.close());

    it('50 identical requests in parallel make one charge, one subscription and one invoice', async () => {
      const prepared = await preparePurchase(t, { email: 'stampede@example.com' });
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => sendCheckout(t, prepared.checkoutBody)),
      );
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
      expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
      const ids = new Set(
        responses.filter((r) => r.statusCode === 201).map((r) => r.json().subscription.id),
      );
      expect(ids.size).toBe(1);
      const one = async (sql: string) =>
        (await t.app.db.query<{ n: number }>(sql, [prepared.paymentIntentId]))[0]?.n;
      expect(
        await one(`SELECT count(*)::int AS n FROM invoices WHERE payment_intent_id = $1`),
      ).toBe(1);
      expect(
        await one(`SELECT count(*)::int AS n FROM sandbox_gateway_charges WHERE intent_id = $1`),
      ).toBe(1);
      const [subs] = await t.app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = 'stampede@example.com'`,
      );
      expect(subs?.n).toBe(1);
    });
  },
);
