import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  latestEmailTo,
  sessionCookieFrom,
  signIn,
  tokenFromLink,
  type TestApp,
} from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

describe.each(testDatabaseKinds)('identity on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, cookie?: string) =>
    t.request({ method: 'POST', url, payload, ...(cookie ? { cookie } : {}) });
  const me = (cookie: string) => t.request({ method: 'GET', url: '/api/v2/users/me', cookie });

  describe('POST /api/v2/auth/signup', () => {
    it('creates an account, emails a confirmation link, and signs in when it is followed', async () => {
      const signup = await post('/api/v2/auth/signup', {
        email: 'New.Person@Example.com',
        password: 'a long unusual passphrase',
      });
      expect(signup.statusCode).toBe(202);
      expect(signup.json()).toEqual({ status: 'check_email' });

      const email = await latestEmailTo(t, 'new.person@example.com');
      expect(email.subject).toMatch(/confirm your email/i);
      expect(email.link).toMatch(/^http:\/\/burrow\.test\/auth\/magic\?token=/);

      const consumed = await post('/api/v2/auth/magic-link/consume', {
        token: tokenFromLink(email.link),
      });
      expect(consumed.statusCode).toBe(200);
      expect(consumed.json()).toEqual({ redirect_to: '/subscriptions' });
      const user = await me(sessionCookieFrom(consumed));
      expect(user.json()).toMatchObject({ email: 'new.person@example.com', email_verified: true });

      // The password chosen at sign-up works once the address is confirmed.
      const login = await post('/api/v2/auth/login', {
        email: 'new.person@example.com',
        password: 'a long unusual passphrase',
      });
      expect(login.statusCode).toBe(200);
    });

    it('answers an existing email exactly like a new one and emails the owner a sign-in link instead', async () => {
      const fresh = await post('/api/v2/auth/signup', {
        email: 'someone-new@example.com',
        password: 'another long passphrase',
      });
      const taken = await post('/api/v2/auth/signup', {
        email: 'active@demo.burrow.test',
        password: 'another long passphrase',
      });
      expect(taken.statusCode).toBe(fresh.statusCode);
      expect(taken.body).toBe(fresh.body);
      expect((await latestEmailTo(t, 'active@demo.burrow.test')).subject).toMatch(
        /already have a Burrow account/,
      );
      // The existing password is untouched.
      expect(
        (
          await post('/api/v2/auth/login', {
            email: 'active@demo.burrow.test',
            password: 'demo-burrow-2026',
          })
        ).statusCode,
      ).toBe(200);
    });

    it.each([
      ['short', 'short1', /at least 10 characters/],
      ['common', 'password123', /too common/],
      ['built from the email', 'weakling-2026-x', /email address/],
    ])('refuses a %s password with 422 and says why', async (_label, password, message) => {
      const response = await post('/api/v2/auth/signup', {
        email: 'weakling@example.com',
        password,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toMatchObject({
        code: 'weak_password',
        message: expect.stringMatching(message),
      });
    });

    it('refuses an invalid email with 400 and a field message', async () => {
      const response = await post('/api/v2/auth/signup', {
        email: 'not-an-email',
        password: 'a long unusual passphrase',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'invalid_request',
        details: { fields: { email: expect.any(String) } },
      });
    });

    it('does not let an unconfirmed account sign in with its password', async () => {
      await post('/api/v2/auth/signup', {
        email: 'unconfirmed@example.com',
        password: 'a long unusual passphrase',
      });
      const login = await post('/api/v2/auth/login', {
        email: 'unconfirmed@example.com',
        password: 'a long unusual passphrase',
      });
      expect(login.statusCode).toBe(403);
      expect(login.json().error.code).toBe('email_not_verified');
    });

    it.each(['a,attacker@evil.com', 'a;attacker@evil.com', 'Victim <victim@example.com>'])(
      'refuses %s with 400: one field holds one address, never a list of recipients',
      async (email) => {
        for (const url of ['/api/v2/auth/signup', '/api/v2/users/magic-link']) {
          const response = await post(url, { email, password: 'a long unusual passphrase' });
          expect(response.statusCode).toBe(400);
          expect(response.json().error.details.fields.email).toBe('Enter a valid email address.');
        }
      },
    );
  });

  describe('POST /api/v2/auth/login', () => {
    it('sets an httpOnly SameSite session cookie of at least 128 random bits', async () => {
      const response = await post('/api/v2/auth/login', {
        email: 'active@demo.burrow.test',
        password: 'demo-burrow-2026',
      });
      expect(response.statusCode).toBe(200);
      const cookie = response.cookies.find((c) => c.name === 'burrow_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(Buffer.from(cookie?.value ?? '', 'base64url').length).toBeGreaterThanOrEqual(16);
    });

    it('answers an unknown email and a wrong password alike', async () => {
      const unknown = await post('/api/v2/auth/login', {
        email: 'nobody@example.com',
        password: 'whatever-password',
      });
      const wrong = await post('/api/v2/auth/login', {
        email: 'expired@demo.burrow.test',
        password: 'whatever-password',
      });
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.body).toBe(wrong.body);
    });

    it('rotates the session: the session held before signing in stops working', async () => {
      const before = await signIn(t, 'trial@demo.burrow.test');
      const again = await post(
        '/api/v2/auth/login',
        { email: 'trial@demo.burrow.test', password: 'demo-burrow-2026' },
        before,
      );
      const after = sessionCookieFrom(again);
      expect(after).not.toBe(before);
      expect((await me(before)).statusCode).toBe(401);
      expect((await me(after)).statusCode).toBe(200);
    });

    it('limits guessing per account with 429 and Retry-After', async () => {
      let last;
      for (let i = 0; i < 11; i += 1) {
        last = await post('/api/v2/auth/login', {
          email: 'grace@demo.burrow.test',
          password: `wrong-guess-${i}`,
        });
      }
      expect(last?.statusCode).toBe(429);
      expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
      expect(last?.json().error.code).toBe('rate_limited');
      // The same limit applies to an email without an account, so 429 reveals nothing.
      let ghost;
      for (let i = 0; i < 11; i += 1) {
        ghost = await post('/api/v2/auth/login', {
          email: 'ghost@example.com',
          password: `wrong-guess-${i}`,
        });
      }
      expect(ghost?.statusCode).toBe(429);
    });
  });

  describe('POST /api/v2/users/magic-link', () => {
    it('answers 202 for known and unknown emails alike and emails only the account owner', async () => {
      const known = await post('/api/v2/users/magic-link', { email: 'expiring@demo.burrow.test' });
      const unknown = await post('/api/v2/users/magic-link', { email: 'stranger@example.com' });
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(known.body).toBe(unknown.body);
      await expect(latestEmailTo(t, 'stranger@example.com')).rejects.toThrow();
      expect((await latestEmailTo(t, 'expiring@demo.burrow.test')).subject).toMatch(/sign-in link/);
    });

    it('signs in once: the same link cannot be used twice', async () => {
      await post('/api/v2/users/magic-link', { email: 'inapp@demo.burrow.test' });
      const token = tokenFromLink((await latestEmailTo(t, 'inapp@demo.burrow.test')).link);
      const first = await post('/api/v2/auth/magic-link/consume', { token });
      expect(first.statusCode).toBe(200);
      const second = await post('/api/v2/auth/magic-link/consume', { token });
      expect(second.statusCode).toBe(403);
      expect(second.json().error.code).toBe('invalid_or_expired_link');
    });

    it('expires the link after 10 minutes', async () => {
      await post('/api/v2/users/magic-link', { email: 'business@demo.burrow.test' });
      const token = tokenFromLink((await latestEmailTo(t, 'business@demo.burrow.test')).link);
      t.clock.advance(10 * 60_000 + 1);
      const response = await post('/api/v2/auth/magic-link/consume', { token });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('sessions', () => {
    it('ends at logout', async () => {
      const cookie = await signIn(t, 'business-legacy@demo.burrow.test');
      expect((await me(cookie)).statusCode).toBe(200);
      const logout = await post('/api/v2/auth/logout', {}, cookie);
      expect(logout.statusCode).toBe(200);
      expect((await me(cookie)).statusCode).toBe(401);
    });

    it('ends after a week without use', async () => {
      const cookie = await signIn(t, 'active@demo.burrow.test');
      t.clock.advance(8 * 86_400_000);
      expect((await me(cookie)).statusCode).toBe(401);
    });

    it('ends 30 days after sign-in even when used every day', async () => {
      const cookie = await signIn(t, 'active@demo.burrow.test');
      for (let day = 0; day < 29; day += 1) {
        t.clock.advance(86_400_000);
        expect((await me(cookie)).statusCode).toBe(200);
      }
      t.clock.advance(86_400_000);
      expect((await me(cookie)).statusCode).toBe(401);
    });

    it('is not valid on another storefront', async () => {
      const cookie = await signIn(t, 'active@demo.burrow.test');
      await t.app.db.query(
        `INSERT INTO tenants (id, name) VALUES ('otherbrand', 'Other') ON CONFLICT DO NOTHING`,
      );
      const response = await t.request({
        method: 'GET',
        url: '/api/v2/users/me',
        cookie,
        headers: { 'x-tenant': 'otherbrand' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /api/v2/users/me', () => {
    it('is 401 with the error shape when signed out', async () => {
      const response = await t.request({ method: 'GET', url: '/api/v2/users/me' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'unauthenticated', message: expect.any(String) },
      });
    });

    it('describes a business customer on the newer billing system', async () => {
      const response = await me(await signIn(t, 'business@demo.burrow.test'));
      expect(response.json()).toMatchObject({
        krn: expect.stringMatching(/^krn:user:/),
        business_customer: true,
        business_subscription: { is_chargebee: true },
        has_credit_card: true,
      });
    });

    it('shows the free-trial status of a trial user', async () => {
      const response = await me(await signIn(t, 'trial@demo.burrow.test'));
      expect(response.json()).toMatchObject({
        free_trial_status: 'multi_device_free_trial',
        business_customer: false,
      });
    });
  });
});
