import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import type { PaymentGateway, PaymentIntent } from '../src/modules/payments/payment-gateway';
import { ManualClock } from '../src/platform/clock';
import { loadConfig } from '../src/platform/config';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';
import { TEST_START } from './support/test-start';
import { createTestDatabase, testDatabaseKinds } from './support/test-database';
import { TEST_ENTITLEMENT_SIGNING_KEYS } from './support/entitlement-signing-keys';

/**
 * Production never sells through the sandbox gateway (decision 0068). The sandbox's pages
 * and test-token API exist only while it is the configured provider: in production that
 * takes the staging switch, and then every page says no real money is taken.
 */

const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: TEST_ORIGIN,
  SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
  ENTITLEMENT_SIGNING_KEYS: TEST_ENTITLEMENT_SIGNING_KEYS,
  // Production needs SMTP_URL or email explicitly off (decision 0130).
  EMAIL_DELIVERY: 'off',
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent-web-dist',
};

/**
 * A real provider as Burrow sees it: it opens intents, and only the buyer's own step at the
 * provider could authorise them, which a script that knows the sandbox's test tokens cannot
 * take here.
 */
function realProviderStandIn(): PaymentGateway {
  const intents = new Map<string, PaymentIntent>();
  const unpaid = (id: string): PaymentIntent => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`no such intent ${id}`);
    return intent;
  };
  return {
    name: 'real-provider-stand-in',
    async createIntent({ amountMinor, currency, methodType }) {
      const id = `pi_real_${randomUUID()}`;
      const intent: PaymentIntent = {
        id,
        status: 'requires_payment_method',
        amountMinor,
        currency,
        methodType,
        clientSecret: `${id}_secret`,
        hostedUrl: 'https://provider.example/pay',
        source: null,
        failure: null,
        chargeId: null,
        amountRefundedMinor: 0,
      };
      intents.set(id, intent);
      return intent;
    },
    retrieveIntent: async (id) => unpaid(id),
    captureIntent: async (id) => unpaid(id),
    cancelIntent: async (id) => ({ ...unpaid(id), status: 'canceled' }),
    chargeSource: async () => {
      throw new Error('no saved sources at this provider');
    },
    refund: async () => {
      throw new Error('nothing was charged at this provider');
    },
  };
}

describe.each(testDatabaseKinds)('payments in production on %s', (kind) => {
  describe('with a real provider and no staging switch', () => {
    let app: FastifyInstance;
    let db: Database;
    beforeAll(async () => {
      ({ db } = await createTestDatabase(kind, 'migrated'));
      // loadConfig refuses production without a provider; a real one is what a provider
      // adapter will configure, so this app is given one the way tests give gateways.
      const staging = loadConfig({ ...PRODUCTION_ENV, SANDBOX_PAYMENTS_IN_PRODUCTION: 'true' });
      app = await buildApp({
        config: { ...staging, paymentProvider: 'none', paymentTestMode: false },
        db,
        clock: new ManualClock(TEST_START),
        paymentGateway: realProviderStandIn(),
      });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await db.close();
    });

    const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, payload, headers: { origin: TEST_ORIGIN } });

    it.each([
      ['GET', '/sandbox-gateway/assets/gateway.css'],
      ['GET', '/sandbox-gateway/pay/pi_x?client_secret=x'],
      ['POST', '/sandbox-gateway/v1/intents/pi_x/confirm'],
    ] as const)('has no sandbox: %s %s is 404', async (method, url) => {
      const response = await send(method, url, method === 'POST' ? {} : undefined);
      // The app's own 404: no route at all, not the sandbox's answer for an unknown intent.
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toMatch(/^No route for/);
    });

    it('cannot be paid with the sandbox’s test card: the checkout is refused and nothing is sold', async () => {
      const priceIds = ['vpn-premium-12m-usd'];
      const customer = { residenceCountry: 'US', residenceState: 'NY', residenceZipcode: '10001' };
      const estimate = await send('POST', '/api/v1/estimate', {
        offerId: 'default',
        priceIds,
        customer,
      });
      expect(estimate.statusCode, estimate.body).toBe(200);
      const checkoutAttemptId = `attempt-${randomUUID()}`;
      const intent = await send('POST', '/api/v1/payment-intent', {
        checkoutAttemptId,
        amount: estimate.json().dueToday,
        paymentMethodType: 'card',
        flow: 'one_checkout_order',
      });
      expect(intent.statusCode, intent.body).toBe(201);
      const { paymentIntentId, chargebeeBody } = intent.json();
      const { clientSecret } = JSON.parse(chargebeeBody) as { clientSecret: string };

      const confirm = await send('POST', `/sandbox-gateway/v1/intents/${paymentIntentId}/confirm`, {
        client_secret: clientSecret,
        test_token: 'tok_visa',
      });
      expect(confirm.statusCode).toBe(404);

      const checkout = await send('POST', '/api/v1/checkout', {
        priceId: priceIds[0],
        priceIds,
        paymentIntentId,
        checkoutAttemptId,
        paymentSourceType: 'card',
        offerId: 'default',
        customer: { ...customer, email: `buyer-${randomUUID()}@example.com` },
        userSession: { pageViewId: 'pv-test' },
      });
      expect(checkout.statusCode, checkout.body).toBeGreaterThanOrEqual(400);
      expect(checkout.statusCode, checkout.body).toBeLessThan(500);
      const invoices = await db.query<{ count: string | number }>(
        'SELECT count(*) AS count FROM invoices',
      );
      expect(Number(invoices[0]?.count)).toBe(0);
    });

    it('tells the web no test mode is on', async () => {
      const response = await send('GET', '/api/v1/site-config');
      expect(response.json()).toEqual({
        testMode: false,
        paymentProvider: 'sandbox',
        stripePublishableKey: null,
      });
    });
  });

  describe('with the staging switch', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, {
        env: { ...PRODUCTION_ENV, SANDBOX_PAYMENTS_IN_PRODUCTION: 'true' },
      });
    });
    afterAll(() => t.close());

    it('runs the sandbox and tells the web to show the test-mode banner', async () => {
      expect(
        (await t.request({ method: 'GET', url: '/sandbox-gateway/assets/gateway.css' })).statusCode,
      ).not.toBe(404);
      const response = await t.request({ method: 'GET', url: '/api/v1/site-config' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        testMode: true,
        paymentProvider: 'sandbox',
        stripePublishableKey: null,
      });
    });
  });
});
