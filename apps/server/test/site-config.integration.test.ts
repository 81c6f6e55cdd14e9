import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxGateway } from '../src/modules/sandbox-gateway/sandbox-gateway';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

/**
 * `GET /api/v1/site-config` tells the web who takes payments and, for Stripe, the publishable
 * key Stripe.js runs with (decision 0083); the Content-Security-Policy lets Stripe.js in only
 * while Stripe is the provider.
 */

const STRIPE_ENV = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_siteconfig',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_siteconfig',
  STRIPE_WEBHOOK_SECRET: 'whsec_siteconfig',
};

/** `name` → values of each directive of a Content-Security-Policy. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

describe.each(testDatabaseKinds)('site config and the payment provider’s CSP on %s', (kind) => {
  describe('with the sandbox', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t.close());

    it('says the sandbox takes payments in test mode, with no Stripe key', async () => {
      const response = await t.request({ method: 'GET', url: '/api/v1/site-config' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        testMode: true,
        paymentProvider: 'sandbox',
        stripePublishableKey: null,
      });
    });

    it('allows no host but our own for scripts, frames and requests', async () => {
      const response = await t.request({ method: 'GET', url: '/api/v1/site-config' });
      const policy = directives(String(response.headers['content-security-policy']));
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.has('frame-src')).toBe(false);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(String(response.headers['content-security-policy'])).not.toContain('stripe');
    });
  });

  describe.each([
    ['test keys', STRIPE_ENV, true],
    [
      'live keys',
      {
        ...STRIPE_ENV,
        STRIPE_SECRET_KEY: 'sk_live_siteconfig',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_siteconfig',
      },
      false,
    ],
  ] as const)('with Stripe and %s', (_keys, env, testMode) => {
    let t: TestApp;
    beforeAll(async () => {
      // What is answered comes from the configuration, whichever gateway object runs.
      t = await createTestApp(kind, {
        env,
        paymentGateway: (db, clock) => createSandboxGateway(db, clock, ''),
      });
    });
    afterAll(() => t.close());

    it('gives the web the publishable key, and never a secret', async () => {
      const response = await t.request({ method: 'GET', url: '/api/v1/site-config' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        testMode,
        paymentProvider: 'stripe',
        stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY,
      });
      expect(response.body).not.toContain(env.STRIPE_SECRET_KEY);
      expect(response.body).not.toContain(env.STRIPE_WEBHOOK_SECRET);
    });

    it('lets Stripe.js load, frame its fields and 3-D Secure, and call its API', async () => {
      for (const url of ['/api/v1/site-config', '/checkout']) {
        const response = await t.request({ method: 'GET', url });
        const policy = directives(String(response.headers['content-security-policy']));
        expect(policy.get('script-src')).toEqual([
          "'self'",
          'https://js.stripe.com',
          'https://*.js.stripe.com',
        ]);
        expect(policy.get('frame-src')).toEqual([
          "'self'",
          'https://js.stripe.com',
          'https://*.js.stripe.com',
          'https://hooks.stripe.com',
        ]);
        expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
        // Nothing else opens up: still no inline script, other hosts, or being framed.
        expect(policy.get('default-src')).toEqual(["'self'"]);
        expect(policy.get('object-src')).toEqual(["'none'"]);
        expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      }
    });
  });
});
