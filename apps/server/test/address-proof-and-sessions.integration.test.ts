import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchase } from './support/purchase';
import {
  createTestApp,
  sessionCookieFrom,
  signIn,
  tokenFromLink,
  type TestApp,
} from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

/**
 * Account pre-hijacking (decision 0071). Whoever buys or redeems a gift card with an
 * address is signed in without proving it; that session must not become a hold on the
 * owner's account. So an unproven account sets no password from its session alone, and
 * the first proof of the address — a sign-in link, a confirmation link, a reset link —
 * ends every session opened before it. Moving an account to a new address ends every
 * other session too.
 */

const NEW_PASSWORD = 'Quiet-harbour-lantern-2031';

describe.each(testDatabaseKinds)('proof of an address and the sessions it ends on %s', (kind) => {
  let t: TestApp;
  let clientNumber = 0;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  /** Requests from an address of their own, so rate limits never spill between tests. */
  function newClient() {
    clientNumber += 1;
    const remoteAddress = `192.0.2.${clientNumber}`;
    return (
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      cookie?: string,
      payload?: object,
    ): Promise<LightMyRequestResponse> =>
      t.request({
        method,
        url,
        remoteAddress,
        ...(payload ? { payload } : {}),
        ...(cookie ? { cookie } : {}),
      });
  }

  async function emailsTo(to: string) {
    const response = await t.request({ method: 'GET', url: '/api/dev/mailbox' });
    return response
      .json<{ messages: { to: string; subject: string; text: string }[] }>()
      .messages.filter((message) => message.to === to)
      .map((message) => ({ ...message, link: message.text.match(/https?:\/\/\S+/)?.[0] }));
  }

  async function newestLink(to: string, subject: RegExp): Promise<string> {
    const found = (await emailsTo(to)).find((message) => subject.test(message.subject));
    if (!found?.link) throw new Error(`no email to ${to} about ${subject}`);
    return found.link;
  }

  /** An attacker buys a plan with the victim's address: answers the attacker's session. */
  async function attackerCheckout(victim: string): Promise<string> {
    const { response } = await purchase(t, { email: victim, priceIds: ['vpn-basic-1m-usd'] });
    expect(response.statusCode, response.body).toBe(201);
    return sessionCookieFrom(response);
  }

  const signedIn = async (cookie: string) =>
    (await newClient()('GET', '/api/v2/users/me', cookie)).statusCode === 200;

  /** The ways the owner proves their address; each answers the owner's new session. */
  const PROOFS: [string, (victim: string) => Promise<string>][] = [
    [
      'a sign-in link',
      async (victim) => {
        const send = newClient();
        await send('POST', '/api/v2/users/magic-link', undefined, { email: victim });
        const token = tokenFromLink(await newestLink(victim, /sign-in link/i));
        const consumed = await send('POST', '/api/v2/auth/magic-link/consume', undefined, {
          token,
        });
        expect(consumed.statusCode, consumed.body).toBe(200);
        return sessionCookieFrom(consumed);
      },
    ],
    [
      'a password reset link',
      async (victim) => {
        const send = newClient();
        await send('POST', '/api/v2/users/password/reset', undefined, { email: victim });
        const token = tokenFromLink(await newestLink(victim, /set a new burrow password/i));
        const reset = await send('POST', '/api/v2/users/password/reset/confirm', undefined, {
          token,
          new_password: NEW_PASSWORD,
        });
        expect(reset.statusCode, reset.body).toBe(200);
        return sessionCookieFrom(reset);
      },
    ],
    [
      'the confirmation link a refused password change sent',
      async (victim) => {
        const token = tokenFromLink(await newestLink(victim, /confirm your email/i));
        const consumed = await newClient()('POST', '/api/v2/auth/magic-link/consume', undefined, {
          token,
        });
        expect(consumed.statusCode, consumed.body).toBe(200);
        return sessionCookieFrom(consumed);
      },
    ],
  ];

  it.each(PROOFS)(
    'checkout: the attacker sets no password, and loses the session when the owner proves the address by %s',
    async (_proof, prove) => {
      const victim = `victim-checkout-${clientNumber}@example.com`;
      const attacker = await attackerCheckout(victim);
      // Within the 15 minutes a fresh sign-in stands in for a password, yet no password
      // without proof: a confirmation link goes to the address instead.
      const refused = await newClient()('PUT', '/api/v2/users/password/update', attacker, {
        current_password: '',
        new_password: NEW_PASSWORD,
      });
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().error.code).toBe('email_not_verified');
      expect(await newestLink(victim, /confirm your email/i)).toMatch(/\/auth\/magic\?token=/);
      expect(
        (
          await newClient()('POST', '/api/v2/auth/login', undefined, {
            email: victim,
            password: NEW_PASSWORD,
          })
        ).statusCode,
      ).toBe(401);
      expect(await signedIn(attacker)).toBe(true);

      const owner = await prove(victim);
      expect(await signedIn(attacker)).toBe(false);
      expect(await signedIn(owner)).toBe(true);
      const me = await newClient()('GET', '/api/v2/users/me', owner);
      expect(me.json().email_verified).toBe(true);
    },
  );

  it('gift card: the session of whoever redeemed with the address ends when the owner proves it', async () => {
    const victim = 'victim-gift@example.com';
    const redeemed = await newClient()('POST', '/api/v1/gift-cards/redeem', undefined, {
      code: 'GIFTBASIC1',
      email: victim,
    });
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    const attacker = sessionCookieFrom(redeemed);
    const refused = await newClient()('PUT', '/api/v2/users/password/update', attacker, {
      current_password: '',
      new_password: NEW_PASSWORD,
    });
    expect(refused.json().error.code).toBe('email_not_verified');
    const [, viaSignInLink] = PROOFS[0]!;
    const owner = await viaSignInLink(victim);
    expect(await signedIn(attacker)).toBe(false);
    expect(await signedIn(owner)).toBe(true);
  });

  it('the owner sets a password once the address is proven', async () => {
    const buyer = 'honest-buyer@example.com';
    const checkoutSession = await attackerCheckout(buyer);
    const send = newClient();
    await send('PUT', '/api/v2/users/password/update', checkoutSession, {
      current_password: '',
      new_password: NEW_PASSWORD,
    });
    const [, viaConfirmationLink] = PROOFS[2]!;
    const proven = await viaConfirmationLink(buyer);
    const set = await send('PUT', '/api/v2/users/password/update', proven, {
      current_password: '',
      new_password: NEW_PASSWORD,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await signIn(t, buyer, NEW_PASSWORD)).length).toBeGreaterThan(0);
  });

  it('a sign-in link on an address already proven ends no other session', async () => {
    const elsewhere = await signIn(t, 'active@demo.burrow.test');
    const [, viaSignInLink] = PROOFS[0]!;
    await viaSignInLink('active@demo.burrow.test');
    expect(await signedIn(elsewhere)).toBe(true);
  });

  it('an email change, confirmed by the account, ends every other session and keeps the confirming one', async () => {
    const email = 'business@demo.burrow.test';
    const here = await signIn(t, email);
    const elsewhere = await signIn(t, email);
    const send = newClient();
    const requested = await send('POST', '/api/v2/users/email/update', here, {
      old_email: email,
      new_email: 'business-moved@example.com',
      password: 'demo-burrow-2026',
    });
    expect(requested.statusCode, requested.body).toBe(202);
    const link = await newestLink('business-moved@example.com', /confirm/i);
    const code = new URL(link).searchParams.get('code') ?? '';
    // Neither the code alone nor another account's session completes it.
    expect(
      (await send('POST', '/api/v2/users/email/confirm', undefined, { code })).statusCode,
    ).toBe(401);
    const stranger = await signIn(t, 'trial@demo.burrow.test');
    const foreign = await send('POST', '/api/v2/users/email/confirm', stranger, { code });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('invalid_or_expired_link');

    const confirmed = await send('POST', '/api/v2/users/email/confirm', here, { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
  });
});
