import { endpoints } from '@burrow/contract/endpoints';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { purchase } from './support/purchase';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

/**
 * Nobody learns whether an email has an account from a signed-out endpoint that takes one,
 * and guessing — passwords, sign-in links, gift-card and coupon codes, emails at checkout —
 * runs into 429 with Retry-After.
 */

const KNOWN = 'active@demo.burrow.test';
// Per-account limits: each rate-limit test guesses at accounts no other test touches.
const LOGIN_TARGET = 'expiring@demo.burrow.test';
const MAGIC_LINK_TARGET = 'grace@demo.burrow.test';
const PASSWORD_RESET_TARGET = 'trial@demo.burrow.test';
const PASSWORDLESS = 'bought-without-password@example.com';
const UNKNOWN = 'nobody-here@example.com';
const MINUTE = 60_000;

/**
 * Every endpoint whose body carries an email, and what it tells about that email.
 * `alike`: the same status and body for an email with an account, one without a password
 * and one without an account. `discloses`: it must say (why), and a limit bounds it.
 * `signed-in`: only a signed-in customer reaches it, for their own account.
 * A customer who forgot their password asks for a reset link (`requestPasswordReset`,
 * decision 0066), which answers like the sign-in link.
 */
const EMAIL_ENDPOINTS: Record<
  string,
  | { kind: 'alike'; body: (email: string) => object }
  | { kind: 'discloses' | 'signed-in' | 'never-looked-up'; why: string }
> = {
  signup: { kind: 'alike', body: (email) => ({ email, password: 'Quiet-harbour-lantern-2031' }) },
  login: { kind: 'alike', body: (email) => ({ email, password: 'not-the-password-1' }) },
  requestMagicLink: { kind: 'alike', body: (email) => ({ email }) },
  requestPasswordReset: { kind: 'alike', body: (email) => ({ email }) },
  recordAttemptedSignup: {
    kind: 'alike',
    body: (email) => ({ email, domain: 'burrow.test', signup_stage: 'EMAIL_ENTERED' }),
  },
  customerStatus: {
    kind: 'discloses',
    why: 'checkout must ask an existing customer to sign in; 30 look-ups per 15 minutes per client',
  },
  checkout: {
    kind: 'discloses',
    why: 'the same question at the last step (409 account_exists); counted in the customer-status limit',
  },
  checkoutForCustomer: {
    kind: 'signed-in',
    why: 'the purchase is the caller’s whatever email the form holds',
  },
  updateLicense: {
    kind: 'signed-in',
    why: 'a business gives one of its own seats to an address, account or not',
  },
  sendContactMessage: {
    kind: 'never-looked-up',
    why: 'the address is only written to and replied to, never matched to an account; 5 messages an hour per address, 10 per client',
  },
  redeemGiftCard: {
    kind: 'discloses',
    why: 'only with a valid, unredeemed gift card (409 account_exists); the gift-card limit bounds it',
  },
};

/** Whether a request schema has an `email` field at any depth. */
function takesEmail(schema: z.ZodType | undefined): boolean {
  if (!schema) return false;
  const json = JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
  return /"email":\{/.test(json);
}

describe.each(testDatabaseKinds)('enumeration and rate limits on %s', (kind) => {
  let t: TestApp;
  let clientNumber = 0;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    const bought = await purchase(t, { email: PASSWORDLESS, priceIds: ['vpn-basic-1m-usd'] });
    expect(bought.response.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  /** A client of its own, so one test's per-address count never spills into another's. */
  function newClient() {
    clientNumber += 1;
    const remoteAddress = `198.51.100.${clientNumber}`;
    return (
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      payload?: object,
      cookie?: string,
    ): Promise<LightMyRequestResponse> =>
      t.request({ method, url, payload, remoteAddress, ...(cookie ? { cookie } : {}) });
  }

  function expectRateLimited(response: LightMyRequestResponse | undefined) {
    expect(response?.statusCode, response?.body).toBe(429);
    expect(response?.json()).toMatchObject({
      error: { code: 'rate_limited', details: { retry_after_seconds: expect.any(Number) } },
    });
    const retryAfter = Number(response?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  }

  describe('answers alike for known and unknown emails', () => {
    it('lists every endpoint that takes an email', () => {
      const taking = Object.entries(endpoints)
        .filter(([, endpoint]) => takesEmail(endpoint.body))
        .map(([name]) => name)
        .sort();
      expect(taking).toEqual(Object.keys(EMAIL_ENDPOINTS).sort());
    });

    const alike = Object.entries(EMAIL_ENDPOINTS).flatMap(([name, entry]) =>
      entry.kind === 'alike' ? [[name, entry.body] as const] : [],
    );

    it.each(alike)('%s', async (name, body) => {
      const endpoint = endpoints[name as keyof typeof endpoints];
      const send = newClient();
      const answers = [];
      for (const email of [KNOWN, PASSWORDLESS, UNKNOWN]) {
        const response = await send(endpoint.method as 'POST', endpoint.path, body(email));
        answers.push({
          status: response.statusCode,
          body: response.body,
          cookies: response.cookies.map((c) => c.name),
        });
      }
      expect(answers[0]?.status).toBeLessThan(500);
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    });

    it('a wrong password and an unknown email are refused with the same words', async () => {
      const send = newClient();
      const wrong = await send('POST', '/api/v2/auth/login', { email: KNOWN, password: 'nope-1' });
      const unknown = await send('POST', '/api/v2/auth/login', {
        email: UNKNOWN,
        password: 'nope-1',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.body).toBe(wrong.body);
    });
  });

  describe('rate limits', () => {
    it('login: ten wrong tries per account from one address, then 429 — for an unknown email alike', async () => {
      const guesser = newClient();
      for (const email of [LOGIN_TARGET, 'ghost-login@example.com']) {
        const answers = [];
        for (let i = 0; i < 11; i += 1)
          answers.push(
            await guesser('POST', '/api/v2/auth/login', { email, password: `nope-${i}` }),
          );
        expect(answers.slice(0, 10).map((r) => r.statusCode)).toEqual(Array(10).fill(401));
        expectRateLimited(answers[10]);
      }
      // Even the right password waits there: the limit is not a hint that it was right...
      const rightPassword = { email: LOGIN_TARGET, password: 'demo-burrow-2026' };
      expectRateLimited(await guesser('POST', '/api/v2/auth/login', rightPassword));
      // ...but a stranger's guesses do not lock the owner out: from another address they
      // sign in (decision 0070).
      expect((await newClient()('POST', '/api/v2/auth/login', rightPassword)).statusCode).toBe(200);
    });

    it('magic link: five per account and thirty per client, then 429', async () => {
      for (const email of [MAGIC_LINK_TARGET, 'ghost-link@example.com']) {
        const send = newClient();
        for (let i = 0; i < 5; i += 1)
          expect((await send('POST', '/api/v2/users/magic-link', { email })).statusCode).toBe(202);
        expectRateLimited(await send('POST', '/api/v2/users/magic-link', { email }));
      }
      const send = newClient();
      for (let i = 0; i < 30; i += 1) {
        const response = await send('POST', '/api/v2/users/magic-link', {
          email: `someone-${i}@example.com`,
        });
        expect(response.statusCode).toBe(202);
      }
      expectRateLimited(
        await send('POST', '/api/v2/users/magic-link', { email: 'one-more@example.com' }),
      );
    });

    it('password reset: five per account and thirty per client, then 429', async () => {
      const url = '/api/v2/users/password/reset';
      for (const email of [PASSWORD_RESET_TARGET, 'ghost-reset@example.com']) {
        const send = newClient();
        for (let i = 0; i < 5; i += 1)
          expect((await send('POST', url, { email })).statusCode).toBe(202);
        expectRateLimited(await send('POST', url, { email }));
      }
      const send = newClient();
      for (let i = 0; i < 30; i += 1)
        expect((await send('POST', url, { email: `forgot-${i}@example.com` })).statusCode).toBe(
          202,
        );
      expectRateLimited(await send('POST', url, { email: 'one-more-forgot@example.com' }));
    });

    it('gift cards: twenty guesses per client, check and redeem together, then 429 until the window ends', async () => {
      const send = newClient();
      for (let i = 0; i < 20; i += 1) {
        const response = await send('POST', '/api/v1/gift-cards/check', { code: `GUESS${i}XYZ` });
        expect(response.statusCode).toBe(404);
      }
      expectRateLimited(await send('POST', '/api/v1/gift-cards/check', { code: 'GIFTBASIC1' }));
      expectRateLimited(
        await send('POST', '/api/v1/gift-cards/redeem', {
          code: 'GIFTBASIC1',
          email: 'gift-guesser@example.com',
        }),
      );
      expect(
        (await newClient()('POST', '/api/v1/gift-cards/check', { code: 'GIFTBASIC1' })).statusCode,
      ).toBe(200);
      t.clock.advance(15 * MINUTE);
      expect(
        (await send('POST', '/api/v1/gift-cards/check', { code: 'GIFTBASIC1' })).statusCode,
      ).toBe(200);
    });

    const estimate = (couponCode: string) => ({
      offerId: 'default',
      priceIds: ['vpn-premium-12m-usd'],
      couponCode,
      customer: { residenceCountry: 'US', residenceState: 'NY', residenceZipcode: '10001' },
    });

    it('coupons: thirty wrong codes per client on the order page, then 429 even for a right one', async () => {
      const send = newClient();
      // A buyer whose page re-estimates a good code is never held up.
      for (let i = 0; i < 40; i += 1)
        expect((await send('POST', '/api/v1/estimate', estimate('WELCOME10'))).statusCode).toBe(
          200,
        );
      for (let i = 0; i < 30; i += 1) {
        const response = await send('POST', '/api/v1/estimate', estimate(`GUESS${i}OFF`));
        expect(response.statusCode).toBe(200);
        expect(response.json().coupon).toMatchObject({ applied: false });
      }
      expectRateLimited(await send('POST', '/api/v1/estimate', estimate('WELCOME10')));
      expectRateLimited(await send('POST', '/api/v1/estimate', estimate('GUESS99OFF')));
      // Without a code the order page still works, and another client is not held up.
      expect(
        (await send('POST', '/api/v1/estimate', { ...estimate(''), couponCode: undefined }))
          .statusCode,
      ).toBe(200);
      expect(
        (await newClient()('POST', '/api/v1/estimate', estimate('WELCOME10'))).json().coupon,
      ).toMatchObject({ applied: true });
    });

    it('coupons: the plan-change estimates count wrong codes in the same limit', async () => {
      const cookie = await signIn(t, KNOWN);
      const send = newClient();
      const [subscription] = (await send('GET', '/api/v2/subscriptions/', undefined, cookie)).json()
        .subscriptions;
      const change = (couponCode: string) => ({
        subscriptionId: subscription.subscription_id,
        change: { type: 'change_plan', priceId: 'vpn-premium-24m-usd' },
        couponCode,
      });
      for (let i = 0; i < 20; i += 1) {
        const response = await send(
          'PUT',
          '/api/v2/checkout/estimate',
          change(`GUESS${i}`),
          cookie,
        );
        expect(response.statusCode, response.body).toBe(200);
      }
      for (let i = 20; i < 30; i += 1) {
        const response = await send(
          'PUT',
          '/api/v2/checkout/bulk-estimate',
          { ...change(`GUESS${i}`), changes: [change('').change] },
          cookie,
        );
        expect(response.statusCode, response.body).toBe(200);
      }
      expectRateLimited(
        await send('PUT', '/api/v2/checkout/estimate', change('UPGRADE30NOW'), cookie),
      );
      expectRateLimited(await send('POST', '/api/v1/estimate', estimate('WELCOME10')));
    });

    it('checkout: a signed-out checkout that finds an account counts as an email look-up', async () => {
      const checkoutAs = (email: string, attempt: string) => ({
        priceId: 'vpn-basic-1m-usd',
        paymentIntentId: 'pi_not_paid',
        checkoutAttemptId: `enumeration-${attempt}`,
        paymentSourceType: 'card',
        offerId: 'default',
        customer: {
          email,
          residenceCountry: 'US',
          residenceState: 'NY',
          residenceZipcode: '10001',
        },
      });
      const send = newClient();
      // New customers' checkouts never count: a shop's busy address is not held up.
      for (let i = 0; i < 35; i += 1) {
        const response = await send(
          'POST',
          '/api/v1/checkout',
          checkoutAs(`new-buyer-${i}@example.com`, `new-${i}`),
        );
        expect(response.statusCode).not.toBe(429);
      }
      for (let i = 0; i < 29; i += 1) {
        const response = await send('POST', '/api/v1/checkout/customer-status', {
          email: `maybe-${i}@example.com`,
        });
        expect(response.statusCode).toBe(200);
      }
      // The thirtieth look-up is a checkout that finds an account...
      const found = await send('POST', '/api/v1/checkout', checkoutAs(KNOWN, 'known'));
      expect(found.statusCode).toBe(409);
      expect(found.json().error.code).toBe('account_exists');
      // ...so the next look-up of either kind, for any email, waits.
      expectRateLimited(await send('POST', '/api/v1/checkout', checkoutAs(UNKNOWN, 'unknown')));
      expectRateLimited(await send('POST', '/api/v1/checkout', checkoutAs(KNOWN, 'known-2')));
      expectRateLimited(await send('POST', '/api/v1/checkout/customer-status', { email: UNKNOWN }));
    });
  });
});
