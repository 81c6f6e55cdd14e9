import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { createTestApp, sessionCookieFrom, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';
import { TEST_ENTITLEMENT_SIGNING_KEYS } from './support/entitlement-signing-keys';

/**
 * Every email that carries a link builds it from configuration (PUBLIC_URL, or in demo mode
 * this server's HOST and PORT), never from the request: a script that sends
 * `Host: evil.example` must not get a sign-in, reset or confirmation link pointing at its
 * own site into a customer's mailbox.
 */

const HOSTILE_HOST = 'evil.example';
const PRODUCTION_ORIGIN = 'https://burrow.example';

interface Mode {
  name: string;
  env: Record<string, string>;
  /** Where every link must point. */
  linksTo: string;
  /** The Origin the CSRF check accepts for a request that names the hostile host. */
  origin: string;
}

const MODES: Mode[] = [
  {
    // No PUBLIC_URL: the CSRF check accepts the request's own origin, as browsers send it.
    name: 'demo mode without PUBLIC_URL',
    env: { PUBLIC_URL: '' },
    linksTo: 'http://localhost:3000',
    origin: `http://${HOSTILE_HOST}`,
  },
  {
    name: 'production',
    env: {
      NODE_ENV: 'production',
      PUBLIC_URL: PRODUCTION_ORIGIN,
      SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
      ENTITLEMENT_SIGNING_KEYS: TEST_ENTITLEMENT_SIGNING_KEYS,
      // Production needs SMTP_URL or email explicitly off (decision 0130).
      EMAIL_DELIVERY: 'off',
      SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
    },
    linksTo: PRODUCTION_ORIGIN,
    origin: PRODUCTION_ORIGIN,
  },
];

const demoEmail = (situation: string) => `${situation}@demo.burrow.test`;

describe.each(testDatabaseKinds)('links in emails on %s', (kind) => {
  describe.each(MODES)('$name', (mode) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { seed: true, env: mode.env });
    });
    afterAll(() => t.close());

    /** A request as an attacker's script sends it: a foreign Host the CSRF check accepts. */
    const hostile = (options: InjectOptions & { cookie?: string }) => {
      const { cookie, headers, ...rest } = options;
      return t.app.inject({
        ...rest,
        headers: {
          host: HOSTILE_HOST,
          'x-forwarded-host': HOSTILE_HOST,
          origin: mode.origin,
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
      });
    };

    const signIn = async (email: string) =>
      sessionCookieFrom(
        await hostile({
          method: 'POST',
          url: '/api/v2/auth/login',
          payload: { email, password: DEMO_PASSWORD },
        }),
      );

    /** An intent for `amount` that the buyer authorised with the test card. */
    const authorisedIntent = async (
      checkoutAttemptId: string,
      amount: { unscaledValue: number; scale: number; currency: string },
    ) => {
      const opened = await hostile({
        method: 'POST',
        url: '/api/v1/payment-intent',
        payload: { checkoutAttemptId, amount, paymentMethodType: 'card' },
      });
      expect(opened.statusCode, opened.body).toBe(201);
      const { paymentIntentId, chargebeeBody } = opened.json();
      const { clientSecret } = JSON.parse(chargebeeBody) as { clientSecret: string };
      await t.app.inject({
        method: 'POST',
        url: `/sandbox-gateway/v1/intents/${paymentIntentId}/confirm`,
        payload: { client_secret: clientSecret, test_token: 'tok_visa' },
      });
      return paymentIntentId as string;
    };

    /** The newest email to `to`, read from the outbox (production has no demo mailbox). */
    const newestEmailTo = async (to: string) => {
      const rows = await t.app.db.query<{ text_body: string }>(
        'SELECT text_body FROM outbox_emails WHERE to_address = $1 ORDER BY created_at DESC',
        [to],
      );
      expect(rows.length, `an email to ${to}`).toBeGreaterThan(0);
      return rows[0]!.text_body;
    };

    // Every endpoint whose email carries a link: what it is, whom it writes to, and the call.
    const cases: [string, () => Promise<string>][] = [
      [
        'sign-up confirmation',
        async () => {
          const email = `visitor-${randomUUID()}@example.com`;
          const response = await hostile({
            method: 'POST',
            url: '/api/v2/auth/signup',
            payload: { email, password: 'a-strong-password-for-tests-2026' },
          });
          expect(response.statusCode, response.body).toBe(202);
          return email;
        },
      ],
      [
        'magic sign-in link',
        async () => {
          const email = demoEmail('active');
          const response = await hostile({
            method: 'POST',
            url: '/api/v2/users/magic-link',
            payload: { email },
          });
          expect(response.statusCode, response.body).toBeLessThan(300);
          return email;
        },
      ],
      [
        'password reset link',
        async () => {
          const email = demoEmail('trial');
          const response = await hostile({
            method: 'POST',
            url: '/api/v2/users/password/reset',
            payload: { email },
          });
          expect(response.statusCode, response.body).toBeLessThan(300);
          return email;
        },
      ],
      [
        'email change confirmation',
        async () => {
          const email = demoEmail('grace');
          const newEmail = `moved-${randomUUID()}@example.com`;
          const response = await hostile({
            method: 'POST',
            url: '/api/v2/users/email/update',
            cookie: await signIn(email),
            payload: { old_email: email, new_email: newEmail, password: DEMO_PASSWORD },
          });
          expect(response.statusCode, response.body).toBe(202);
          return newEmail;
        },
      ],
      [
        'account deletion requested',
        async () => {
          const email = demoEmail('expiring');
          const response = await hostile({
            method: 'PUT',
            url: '/api/v2/users/deletion',
            cookie: await signIn(email),
            payload: { password: DEMO_PASSWORD },
          });
          expect(response.statusCode, response.body).toBe(202);
          return email;
        },
      ],
      [
        'account deletion cancelled',
        async () => {
          const email = demoEmail('autobill-failed');
          const cookie = await signIn(email);
          const requested = await hostile({
            method: 'PUT',
            url: '/api/v2/users/deletion',
            cookie,
            payload: { password: DEMO_PASSWORD },
          });
          expect(requested.statusCode, requested.body).toBe(202);
          const response = await hostile({
            method: 'PATCH',
            url: '/api/v2/users/deletion',
            cookie,
          });
          expect(response.statusCode, response.body).toBe(200);
          return email;
        },
      ],
      [
        'receipt of a visitor’s checkout',
        async () => {
          const email = `buyer-${randomUUID()}@example.com`;
          const priceIds = ['vpn-premium-12m-usd'];
          const customer = {
            residenceCountry: 'US',
            residenceState: 'NY',
            residenceZipcode: '10001',
          };
          const estimate = await hostile({
            method: 'POST',
            url: '/api/v1/estimate',
            payload: { offerId: 'default', priceIds, customer },
          });
          expect(estimate.statusCode, estimate.body).toBe(200);
          const checkoutAttemptId = `attempt-${randomUUID()}`;
          const response = await hostile({
            method: 'POST',
            url: '/api/v1/checkout',
            payload: {
              priceId: priceIds[0],
              priceIds,
              paymentIntentId: await authorisedIntent(checkoutAttemptId, estimate.json().dueToday),
              checkoutAttemptId,
              paymentSourceType: 'card',
              offerId: 'default',
              customer: { ...customer, email },
              userSession: { pageViewId: 'pv-test' },
            },
          });
          expect(response.statusCode, response.body).toBe(201);
          return email;
        },
      ],
      [
        'card added to the wallet',
        async () => {
          const email = demoEmail('active');
          const response = await hostile({
            method: 'POST',
            url: '/api/v2/payment-methods/',
            cookie: await signIn(email),
            payload: {
              paymentIntentId: await authorisedIntent(`card-check-${randomUUID()}`, {
                unscaledValue: 0,
                scale: 2,
                currency: 'USD',
              }),
              makeDefault: false,
            },
          });
          expect(response.statusCode, response.body).toBeLessThan(300);
          return email;
        },
      ],
    ];

    it.each(cases)('%s links to the configured site only', async (_label, send) => {
      const text = await newestEmailTo(await send());
      const links = text.match(/https?:\/\/\S+/g) ?? [];
      expect(links.length, text).toBeGreaterThan(0);
      for (const link of links) expect(link.startsWith(`${mode.linksTo}/`), link).toBe(true);
      expect(text).not.toContain(HOSTILE_HOST);
    });
  });
});
