import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/identity/passwords';
import { insertUser } from '../src/modules/identity/user-repository';
import { purchase } from './support/purchase';
import {
  createTestApp,
  latestEmailTo,
  sessionCookieFrom,
  tokenFromLink,
  type TestApp,
} from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const OLD_PASSWORD = 'a long unusual passphrase';
const NEW_PASSWORD = 'another quite long passphrase';
const MINUTE = 60_000;

describe.each(testDatabaseKinds)('password reset on %s', (kind) => {
  let t: TestApp;
  let clients = 0;
  let customers = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /**
   * A browser of its own, so per-client limits meant for one person never add up here. Each
   * request comes a second after the last, so the newest email in the mailbox is unambiguous.
   */
  function newClient() {
    clients += 1;
    const remoteAddress = `203.0.113.${clients}`;
    return (url: string, payload: object, cookie?: string): Promise<LightMyRequestResponse> => {
      t.clock.advance(1000);
      return t.request({
        method: 'POST',
        url,
        payload,
        remoteAddress,
        ...(cookie ? { cookie } : {}),
      });
    };
  }

  const me = (cookie: string) => t.request({ method: 'GET', url: '/api/v2/users/me', cookie });

  /** A confirmed customer with a password, made for one test. */
  async function customer(): Promise<string> {
    customers += 1;
    const email = `forgetful-${customers}@example.com`;
    await insertUser(
      t.app.db,
      {
        tenantId: 'burrow',
        email,
        passwordHash: await hashPassword(OLD_PASSWORD),
        emailVerifiedAt: t.clock.now(),
      },
      t.clock.now(),
    );
    return email;
  }

  const send = newClient();
  const signIn = (email: string, password: string) =>
    send('/api/v2/auth/login', { email, password });
  const requestReset = (email: string) => send('/api/v2/users/password/reset', { email });
  const setPassword = (token: string, newPassword = NEW_PASSWORD, cookie?: string) =>
    send('/api/v2/users/password/reset/confirm', { token, new_password: newPassword }, cookie);

  /** Asks for a reset and answers the token of the link that was emailed. */
  async function resetToken(email: string): Promise<string> {
    expect((await requestReset(email)).statusCode).toBe(202);
    const mail = await latestEmailTo(t, email);
    expect(mail.subject).toBe('Set a new Burrow password');
    return tokenFromLink(mail.link);
  }

  function expectInvalidLink(response: LightMyRequestResponse) {
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().error.code).toBe('invalid_or_expired_link');
  }

  it('emails a link to a page that sets a new password, signs in, and ends every other session', async () => {
    const email = await customer();
    const elsewhere = sessionCookieFrom(await signIn(email, OLD_PASSWORD));

    const requested = await requestReset(email);
    expect(requested.statusCode).toBe(202);
    expect(requested.json()).toEqual({ status: 'check_email' });
    const mail = await latestEmailTo(t, email);
    expect(mail.text).toMatch(/expires in 1 hour/);
    expect(mail.link).toMatch(/^http:\/\/burrow\.test\/reset-password\?token=[\w-]{20,}$/);

    const reset = await setPassword(tokenFromLink(mail.link));
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ redirect_to: '/subscriptions' });
    expect((await me(sessionCookieFrom(reset))).json().email).toBe(email);
    expect((await me(elsewhere)).statusCode).toBe(401);

    const notice = await latestEmailTo(t, email);
    expect(notice.subject).toBe('Your Burrow password was reset');
    expect(notice.link).toBeUndefined();

    expect((await signIn(email, OLD_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown address exactly like a known one, and emails nobody', async () => {
    const email = await customer();
    const known = await requestReset(email);
    const unknown = await requestReset('never-signed-up@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.cookies).toEqual(known.cookies);
    await expect(latestEmailTo(t, 'never-signed-up@example.com')).rejects.toThrow();
  });

  it('works once: the same link cannot set a password twice', async () => {
    const email = await customer();
    const token = await resetToken(email);
    expect((await setPassword(token)).statusCode).toBe(200);
    expectInvalidLink(await setPassword(token, 'a third long passphrase'));
    expect((await signIn(email, 'a third long passphrase')).statusCode).toBe(401);
  });

  it('expires after an hour', async () => {
    const email = await customer();
    const token = await resetToken(email);
    t.clock.advance(60 * MINUTE + 1);
    expectInvalidLink(await setPassword(token));
    expect((await signIn(email, OLD_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a token nobody was sent, and a sign-in link, without changing anything', async () => {
    const email = await customer();
    expectInvalidLink(await setPassword('a-token-nobody-was-ever-sent'));
    await send('/api/v2/users/magic-link', { email });
    const signInToken = tokenFromLink((await latestEmailTo(t, email)).link);
    expectInvalidLink(await setPassword(signInToken));
    // …and a reset link does not sign in by itself.
    const resetLink = await resetToken(email);
    expectInvalidLink(await send('/api/v2/auth/magic-link/consume', { token: resetLink }));
    expect((await signIn(email, OLD_PASSWORD)).statusCode).toBe(200);
  });

  it('judges the new password like sign-up and keeps the link for a better one', async () => {
    const email = await customer();
    const token = await resetToken(email);
    const weak = await setPassword(token, `${email.split('@')[0]} and more words`);
    expect(weak.statusCode).toBe(422);
    expect(weak.json().error).toMatchObject({
      code: 'weak_password',
      details: { weakness: 'contains_email', fields: { new_password: expect.any(String) } },
    });
    const tooShort = await setPassword(token, 'short');
    expect(tooShort.json().error.details.weakness).toBe('too_short');
    expect((await setPassword(token)).statusCode).toBe(200);
  });

  it('only the newest link works, and an older sign-in link is retired by the reset', async () => {
    const email = await customer();
    await send('/api/v2/users/magic-link', { email });
    const signInLink = tokenFromLink((await latestEmailTo(t, email)).link);
    const older = await resetToken(email);
    const newer = await resetToken(email);
    expectInvalidLink(await setPassword(older));
    expect((await setPassword(newer)).statusCode).toBe(200);
    expectInvalidLink(await send('/api/v2/auth/magic-link/consume', { token: signInLink }));
  });

  it('is retired by a password change made while it was waiting', async () => {
    const email = await customer();
    const token = await resetToken(email);
    const cookie = sessionCookieFrom(await signIn(email, OLD_PASSWORD));
    const changed = await t.request({
      method: 'PUT',
      url: '/api/v2/users/password/update',
      payload: { current_password: OLD_PASSWORD, new_password: 'a changed long passphrase' },
      cookie,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expectInvalidLink(await setPassword(token));
  });

  it('lets a customer who bought without a password set their first one', async () => {
    const email = 'bought-then-forgot@example.com';
    const { response } = await purchase(t, { email, priceIds: ['vpn-basic-1m-usd'] });
    expect(response.statusCode, response.body).toBe(201);
    expect((await me(sessionCookieFrom(response))).json().has_password).toBe(false);
    const reset = await setPassword(await resetToken(email));
    expect(reset.statusCode).toBe(200);
    expect((await me(sessionCookieFrom(reset))).json()).toMatchObject({
      has_password: true,
      email_verified: true,
    });
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('confirms the address of an account whose sign-up was never confirmed', async () => {
    const email = 'signed-up-unconfirmed@example.com';
    expect((await send('/api/v2/auth/signup', { email, password: OLD_PASSWORD })).statusCode).toBe(
      202,
    );
    expect((await signIn(email, OLD_PASSWORD)).json().error.code).toBe('email_not_verified');
    expect((await setPassword(await resetToken(email))).statusCode).toBe(200);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  describe('rate limits', () => {
    function expectRateLimited(response: LightMyRequestResponse) {
      expect(response.statusCode, response.body).toBe(429);
      expect(response.json().error.code).toBe('rate_limited');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }

    it('five requests per address in 15 minutes, for an unknown address alike', async () => {
      const known = await customer();
      for (const email of [known, 'ghost-reset@example.com']) {
        const client = newClient();
        for (let i = 0; i < 5; i += 1)
          expect((await client('/api/v2/users/password/reset', { email })).statusCode).toBe(202);
        expectRateLimited(await client('/api/v2/users/password/reset', { email }));
      }
      t.clock.advance(15 * MINUTE);
      expect((await newClient()('/api/v2/users/password/reset', { email: known })).statusCode).toBe(
        202,
      );
    });

    it('thirty requests and thirty new passwords per client in 15 minutes', async () => {
      const client = newClient();
      for (let i = 0; i < 30; i += 1) {
        const email = `someone-${i}@example.com`;
        expect((await client('/api/v2/users/password/reset', { email })).statusCode).toBe(202);
      }
      expectRateLimited(
        await client('/api/v2/users/password/reset', { email: 'one-more@example.com' }),
      );
      for (let i = 0; i < 30; i += 1) {
        const response = await client('/api/v2/users/password/reset/confirm', {
          token: `guessed-token-number-${i}`,
          new_password: NEW_PASSWORD,
        });
        expectInvalidLink(response);
      }
      expectRateLimited(
        await client('/api/v2/users/password/reset/confirm', {
          token: 'guessed-token-number-30',
          new_password: NEW_PASSWORD,
        }),
      );
    });
  });
});
