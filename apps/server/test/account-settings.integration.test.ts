import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { completeDueDeletions } from '../src/modules/identity/account-deletion-service';
import { hashPassword } from '../src/modules/identity/passwords';
import { insertUser } from '../src/modules/identity/user-repository';
import { purchase } from './support/purchase';
import { createTestApp, sessionCookieFrom, tokenFromLink, type TestApp } from './support/test-app';
import { TEST_START } from './support/test-start';
import { testDatabaseKinds } from './support/test-database';

const PASSWORD = 'a long unusual passphrase';
const NEW_PASSWORD = 'another quite long passphrase';
const MINUTE = 60_000;
const DAY = 86_400_000;

let clients = 0;

/** The helpers every test here shares: a fresh customer per test, the mailbox, the API. */
function accountSettingsHelpers(getApp: () => TestApp) {
  // Each customer gets a client address of their own, so per-client rate limits meant for
  // one browser do not add up across the whole file.
  const clientOf = new Map<string, string>();
  const remoteAddress = (email: string) => {
    if (!clientOf.has(email))
      clientOf.set(email, `10.0.${Math.floor(clients / 250)}.${(clients++ % 250) + 1}`);
    return clientOf.get(email)!;
  };

  async function signIn(email: string, password = PASSWORD) {
    return getApp().request({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { email, password },
      remoteAddress: remoteAddress(email),
    });
  }

  /** A confirmed account with a password, signed in: answers its session cookie. */
  async function customer(email: string): Promise<string> {
    const t = getApp();
    await insertUser(
      t.app.db,
      {
        tenantId: 'burrow',
        email,
        passwordHash: await hashPassword(PASSWORD),
        emailVerifiedAt: t.clock.now(),
      },
      t.clock.now(),
    );
    return sessionCookieFrom(await signIn(email));
  }

  /** A first-time buyer: an account with no password and a Burrow-billed plan on autobill. */
  async function buyer(email: string) {
    const { response } = await purchase(getApp(), { email });
    if (response.statusCode !== 201) throw new Error(`checkout ${response.statusCode}`);
    return {
      cookie: sessionCookieFrom(response),
      subscriptionId: response.json().subscription.id as string,
    };
  }

  function call(
    method: InjectOptions['method'],
    url: string,
    cookie: string | undefined,
    payload?: object,
  ) {
    return getApp().request({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(cookie ? { cookie } : {}),
    });
  }

  async function emailsTo(to: string) {
    const response = await getApp().request({ method: 'GET', url: '/api/dev/mailbox' });
    return response
      .json<{ messages: { to: string; subject: string; text: string }[] }>()
      .messages.filter((message) => message.to === to)
      .map((message) => ({ ...message, link: message.text.match(/https?:\/\/\S+/)?.[0] }));
  }

  async function emailTo(to: string, subject: RegExp) {
    const found = (await emailsTo(to)).find((message) => subject.test(message.subject));
    if (!found) throw new Error(`no email to ${to} about ${subject}`);
    return found;
  }

  const me = (cookie: string) => call('GET', '/api/v2/users/me', cookie);
  const subscription = async (cookie: string, id: string) =>
    (await call('GET', `/api/v2/subscriptions/${id}`, cookie)).json();

  return { signIn, customer, buyer, call, emailsTo, emailTo, me, subscription };
}

function codeFromLink(link: string | undefined): string {
  const code = link ? new URL(link).searchParams.get('code') : null;
  if (!code) throw new Error(`no code in ${link}`);
  return code;
}

describe.each(testDatabaseKinds)('account settings on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());
  const { signIn, customer, buyer, call, emailsTo, emailTo, me, subscription } =
    accountSettingsHelpers(() => t);

  describe('POST /api/v2/users/email/update and /email/confirm', () => {
    const update = (cookie: string | undefined, body: object) =>
      call('POST', '/api/v2/users/email/update', cookie, body);
    const confirm = (code: string, cookie?: string) =>
      call('POST', '/api/v2/users/email/confirm', cookie, { code });

    it('emails a link to the new address and a notice to the old; following the link moves the account', async () => {
      const cookie = await customer('mover@example.com');
      const requested = await update(cookie, {
        old_email: 'Mover@Example.com',
        new_email: 'Moved@Example.com',
        password: PASSWORD,
      });
      expect(requested.statusCode).toBe(202);
      expect(requested.json()).toEqual({
        status: 'confirmation_sent',
        new_email: 'moved@example.com',
      });
      const link = (await emailTo('moved@example.com', /confirm your new/i)).link;
      expect(link).toMatch(/^http:\/\/burrow\.test\/account-billing\/confirm-email\?code=/);
      const notice = await emailTo('mover@example.com', /change .* was requested/i);
      expect(notice.text).toContain('moved@example.com');
      // Nothing changes before the new address is confirmed.
      expect((await me(cookie)).json().email).toBe('mover@example.com');

      // The code alone is not enough: whoever opens the link signs in first (decision 0071).
      const signedOut = await confirm(codeFromLink(link));
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json().error.code).toBe('unauthenticated');
      const confirmed = await confirm(codeFromLink(link), cookie);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ email: 'moved@example.com' });
      expect((await me(cookie)).json()).toMatchObject({
        email: 'moved@example.com',
        email_verified: true,
      });
      expect((await emailTo('mover@example.com', /was changed/i)).text).toContain(
        'moved@example.com',
      );
      expect((await signIn('moved@example.com')).statusCode).toBe(200);
      expect((await signIn('mover@example.com')).statusCode).toBe(401);

      const again = await confirm(codeFromLink(link), cookie);
      expect(again.statusCode).toBe(403);
      expect(again.json().error.code).toBe('invalid_or_expired_link');
    });

    it.each([
      ['a malformed new address', () => ({ new_email: 'not an email' }), 'new_email'],
      [
        'the same address again',
        (email: string) => ({ new_email: email.toUpperCase() }),
        'new_email',
      ],
      ['no password field', () => ({ password: undefined }), 'password'],
    ])('refuses %s with 400 invalid_request', async (_case, change, field) => {
      const email = `invalid-${clients}@example.com`;
      const cookie = await customer(email);
      const response = await update(cookie, {
        old_email: email,
        new_email: 'fresh@example.com',
        password: PASSWORD,
        ...change(email),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_request');
      expect(Object.keys(response.json().error.details.fields)).toContain(field);
    });

    it('answers 403 for a wrong password or another old email, and emails nobody', async () => {
      const cookie = await customer('careful@example.com');
      const wrongPassword = await update(cookie, {
        old_email: 'careful@example.com',
        new_email: 'elsewhere@example.com',
        password: 'not my password at all',
      });
      expect(wrongPassword.statusCode).toBe(403);
      expect(wrongPassword.json().error).toMatchObject({
        code: 'incorrect_password',
        details: { fields: { password: expect.any(String) } },
      });
      const mismatch = await update(cookie, {
        old_email: 'active@demo.burrow.test',
        new_email: 'elsewhere@example.com',
        password: PASSWORD,
      });
      expect(mismatch.statusCode).toBe(403);
      expect(mismatch.json().error).toMatchObject({
        code: 'email_mismatch',
        details: { fields: { old_email: expect.any(String) } },
      });
      expect(await emailsTo('elsewhere@example.com')).toEqual([]);
      expect(await emailsTo('careful@example.com')).toEqual([]);
    });

    it('says a new address is taken (409) only to a caller who proved their password', async () => {
      const cookie = await customer('wants-taken@example.com');
      const body = { old_email: 'wants-taken@example.com', new_email: 'active@demo.burrow.test' };
      const guessed = await update(cookie, { ...body, password: 'a wrong guess of it' });
      expect(guessed.statusCode).toBe(403);
      const taken = await update(cookie, { ...body, password: PASSWORD });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toMatchObject({
        code: 'email_taken',
        details: { fields: { new_email: expect.any(String) } },
      });
      expect(await emailsTo('wants-taken@example.com')).toEqual([]);
    });

    it('answers 409 at confirmation when the address was taken after the link was sent', async () => {
      const cookie = await customer('slow@example.com');
      await update(cookie, {
        old_email: 'slow@example.com',
        new_email: 'quick@example.com',
        password: PASSWORD,
      });
      const link = (await emailTo('quick@example.com', /confirm your new/i)).link;
      await customer('quick@example.com');
      const confirmed = await confirm(codeFromLink(link), cookie);
      expect(confirmed.statusCode).toBe(409);
      expect(confirmed.json().error.code).toBe('email_taken');
      expect((await me(cookie)).json().email).toBe('slow@example.com');
    });

    it('refuses an unknown code, a code past 24 hours, and the older link after a newer request', async () => {
      const cookie = await customer('twice@example.com');
      expect((await confirm('x'.repeat(43), cookie)).statusCode).toBe(403);
      const ask = (to: string) =>
        update(cookie, { old_email: 'twice@example.com', new_email: to, password: PASSWORD });
      await ask('first-choice@example.com');
      await ask('second-choice@example.com');
      const first = (await emailTo('first-choice@example.com', /confirm/i)).link;
      const second = (await emailTo('second-choice@example.com', /confirm/i)).link;
      expect((await confirm(codeFromLink(first), cookie)).statusCode).toBe(403);

      t.clock.advance(24 * 60 * MINUTE + 1);
      const expired = await confirm(codeFromLink(second), cookie);
      expect(expired.statusCode).toBe(403);
      expect(expired.json().error.code).toBe('invalid_or_expired_link');
    });

    it('keeps the two kinds of link apart: a confirmation code cannot sign in, a sign-in link cannot confirm', async () => {
      const cookie = await customer('apart@example.com');
      await update(cookie, {
        old_email: 'apart@example.com',
        new_email: 'apart-new@example.com',
        password: PASSWORD,
      });
      const code = codeFromLink((await emailTo('apart-new@example.com', /confirm/i)).link);
      const signInWithCode = await call('POST', '/api/v2/auth/magic-link/consume', undefined, {
        token: code,
      });
      expect(signInWithCode.statusCode).toBe(403);

      await call('POST', '/api/v2/users/magic-link', undefined, { email: 'apart@example.com' });
      const signInLink = (await emailTo('apart@example.com', /sign-in link/i)).link;
      expect((await confirm(tokenFromLink(signInLink), cookie)).statusCode).toBe(403);
      // The confirmation code was not spent by the attempt to sign in with it.
      expect((await confirm(code, cookie)).statusCode).toBe(200);
    });

    it('is 401 when signed out', async () => {
      const response = await update(undefined, {
        old_email: 'a@example.com',
        new_email: 'b@example.com',
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('PUT /api/v2/users/password/update', () => {
    const change = (cookie: string | undefined, body: object) =>
      call('PUT', '/api/v2/users/password/update', cookie, body);

    it('changes the password, ends the other sessions and keeps this browser signed in', async () => {
      const here = await customer('rotator@example.com');
      const elsewhere = sessionCookieFrom(await signIn('rotator@example.com'));
      const changed = await change(here, {
        current_password: PASSWORD,
        new_password: NEW_PASSWORD,
      });
      expect(changed.statusCode).toBe(200);
      const renewed = sessionCookieFrom(changed);
      expect((await me(renewed)).statusCode).toBe(200);
      expect((await me(elsewhere)).statusCode).toBe(401);
      // This browser's session was rotated: the cookie it held before is spent.
      expect((await me(here)).statusCode).toBe(401);
      expect((await signIn('rotator@example.com')).statusCode).toBe(401);
      expect((await signIn('rotator@example.com', NEW_PASSWORD)).statusCode).toBe(200);
      expect((await me(renewed)).json().has_password).toBe(true);
      await emailTo('rotator@example.com', /password was changed/i);
    });

    it('answers 403 for a wrong current password and keeps the old one', async () => {
      const cookie = await customer('keeper@example.com');
      const refused = await change(cookie, {
        current_password: 'definitely not it',
        new_password: NEW_PASSWORD,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({
        code: 'incorrect_password',
        details: { fields: { current_password: expect.any(String) } },
      });
      expect((await me(cookie)).statusCode).toBe(200);
      expect((await signIn('keeper@example.com')).statusCode).toBe(200);
    });

    it.each([
      ['too short', 'short1', 'too_short'],
      ['too common', 'password123', 'too_common'],
      ['built from the email', 'weakling-contains_email-2026', 'contains_email'],
    ])('answers 422 for a new password that is %s', async (_case, newPassword, weakness) => {
      const cookie = await customer(`weakling-${weakness}@example.com`);
      const refused = await change(cookie, {
        current_password: PASSWORD,
        new_password: newPassword,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toMatchObject({
        code: 'weak_password',
        details: { weakness, fields: { new_password: expect.any(String) } },
      });
    });

    it('answers 400 when a field is missing, and 401 when signed out', async () => {
      const cookie = await customer('half-form@example.com');
      expect((await change(cookie, { current_password: PASSWORD })).statusCode).toBe(400);
      expect(
        (await change(undefined, { current_password: PASSWORD, new_password: NEW_PASSWORD }))
          .statusCode,
      ).toBe(401);
    });

    it('lets an account without a password set one within 15 minutes of signing in, then asks for it', async () => {
      const { cookie } = await buyer('no-password@example.com');
      expect((await me(cookie)).json().has_password).toBe(false);
      t.clock.advance(16 * MINUTE);
      const stale = await change(cookie, { current_password: '', new_password: NEW_PASSWORD });
      expect(stale.statusCode).toBe(403);
      expect(stale.json().error.code).toBe('reauthentication_required');

      await call('POST', '/api/v2/users/magic-link', undefined, {
        email: 'no-password@example.com',
      });
      const link = (await emailTo('no-password@example.com', /sign-in link/i)).link;
      const fresh = sessionCookieFrom(
        await call('POST', '/api/v2/auth/magic-link/consume', undefined, {
          token: tokenFromLink(link),
        }),
      );
      const set = await change(fresh, { current_password: '', new_password: NEW_PASSWORD });
      expect(set.statusCode).toBe(200);
      expect((await signIn('no-password@example.com', NEW_PASSWORD)).statusCode).toBe(200);
      // From now on the password is what proves it is them.
      const withoutIt = await change(sessionCookieFrom(set), {
        current_password: '',
        new_password: PASSWORD,
      });
      expect(withoutIt.statusCode).toBe(403);
      expect(withoutIt.json().error.code).toBe('incorrect_password');
    });
  });

  describe('/api/v2/users/deletion', () => {
    const state = (cookie: string | undefined) => call('GET', '/api/v2/users/deletion', cookie);
    const request = (cookie: string | undefined, password = PASSWORD) =>
      call('PUT', '/api/v2/users/deletion', cookie, { password });
    const cancel = (cookie: string | undefined) => call('PATCH', '/api/v2/users/deletion', cookie);
    const deleteNow = (cookie: string | undefined, password = PASSWORD) =>
      call('DELETE', '/api/v2/users/deletion', cookie, { password });

    /**
     * A buyer with a Burrow plan on autobill who came back through the emailed sign-in link
     * (which confirms their address) and set a password.
     */
    async function subscriber(email: string) {
      const { subscriptionId } = await buyer(email);
      await call('POST', '/api/v2/users/magic-link', undefined, { email });
      const link = (await emailTo(email, /sign-in link/i)).link;
      const signedIn = await call('POST', '/api/v2/auth/magic-link/consume', undefined, {
        token: tokenFromLink(link),
      });
      const set = await call('PUT', '/api/v2/users/password/update', sessionCookieFrom(signedIn), {
        current_password: '',
        new_password: PASSWORD,
      });
      return { subscriptionId, cookie: sessionCookieFrom(set) };
    }

    it('shows no deletion, the grace period and nothing blocking for a new customer', async () => {
      const cookie = await customer('calm@example.com');
      const response = await state(cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'none',
        requested_at: null,
        completes_at: null,
        grace_period_days: 14,
        blocking_subscriptions: [],
      });
    });

    it('requests deletion with the password: pending for 14 days, renewal off, an email; asking again changes nothing', async () => {
      const { cookie, subscriptionId } = await subscriber('leaver@example.com');
      const wrong = await request(cookie, 'not the password');
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().error.code).toBe('incorrect_password');

      const requested = await request(cookie);
      expect(requested.statusCode).toBe(202);
      const now = t.clock.now().getTime();
      expect(requested.json()).toMatchObject({
        status: 'pending',
        requested_at: new Date(now).toISOString(),
        completes_at: new Date(now + 14 * DAY).toISOString(),
        blocking_subscriptions: [],
      });
      expect((await state(cookie)).json()).toEqual(requested.json());
      expect(await subscription(cookie, subscriptionId)).toMatchObject({
        auto_billing_enabled: false,
        active: true,
      });
      const notice = await emailTo('leaver@example.com', /will be deleted/i);
      expect(notice.text).toContain('http://burrow.test/account-billing');

      const again = await request(cookie);
      expect(again.statusCode).toBe(202);
      expect(again.json()).toEqual(requested.json());
      expect(
        (await emailsTo('leaver@example.com')).filter((m) => /will be deleted/i.test(m.subject)),
      ).toHaveLength(1);
      // Signing in still works while the request waits, so it can be cancelled.
      expect((await signIn('leaver@example.com')).statusCode).toBe(200);
    });

    it('cancels a pending deletion: renewal back on, an email; a second cancel is 404', async () => {
      const { cookie, subscriptionId } = await subscriber('stayer@example.com');
      await request(cookie);
      const cancelled = await cancel(cookie);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({ status: 'none', completes_at: null });
      expect(await subscription(cookie, subscriptionId)).toMatchObject({
        auto_billing_enabled: true,
      });
      await emailTo('stayer@example.com', /will not be deleted/i);
      const again = await cancel(cookie);
      expect(again.statusCode).toBe(404);
      expect(again.json().error.code).toBe('no_pending_deletion');
    });

    it('keeps renewal off while the deletion waits: turning it on asks to cancel the deletion first', async () => {
      const { cookie, subscriptionId } = await subscriber('halfway@example.com');
      await request(cookie);
      const refused = await call(
        'POST',
        `/api/v2/subscriptions/${subscriptionId}/autobill-on`,
        cookie,
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('account_deletion_pending');
      expect(await subscription(cookie, subscriptionId)).toMatchObject({
        auto_billing_enabled: false,
      });

      await cancel(cookie);
      await call('POST', `/api/v2/subscriptions/${subscriptionId}/autobill-off`, cookie);
      const allowed = await call(
        'POST',
        `/api/v2/subscriptions/${subscriptionId}/autobill-on`,
        cookie,
      );
      expect(allowed.statusCode).toBe(200);
      expect(await subscription(cookie, subscriptionId)).toMatchObject({
        auto_billing_enabled: true,
      });
    });

    it('refuses while an App Store subscription renews, and says where to cancel it', async () => {
      const cookie = sessionCookieFrom(await signIn('inapp@demo.burrow.test', 'demo-burrow-2026'));
      const blocked = await request(cookie, 'demo-burrow-2026');
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json().error).toMatchObject({
        code: 'account_deletion_blocked',
        details: {
          subscriptions: [
            {
              subscription_id: expect.any(String),
              plan_name: expect.any(String),
              cancel_at: 'app_store',
            },
          ],
        },
      });
      expect((await state(cookie)).json()).toMatchObject({
        status: 'none',
        blocking_subscriptions: [{ cancel_at: 'app_store' }],
      });
      expect((await deleteNow(cookie, 'demo-burrow-2026')).statusCode).toBe(409);
      expect((await me(cookie)).statusCode).toBe(200);
    });

    it('acts on the caller’s own account only', async () => {
      const owner = await customer('owner@example.com');
      const other = await customer('bystander@example.com');
      await request(owner);
      expect((await state(other)).json().status).toBe('none');
      expect((await cancel(other)).statusCode).toBe(404);
      expect((await state(owner)).json().status).toBe('pending');
      // Another customer's password does not delete anything either.
      expect((await deleteNow(other, 'owner password guess')).statusCode).toBe(403);
      expect((await me(owner)).statusCode).toBe(200);
    });

    it('deletes at once with DELETE: subscriptions end, sessions end, personal data is erased, invoices stay', async () => {
      const { cookie, subscriptionId } = await subscriber('gone@example.com');
      const elsewhere = sessionCookieFrom(await signIn('gone@example.com'));
      const { id: userId } = (
        await t.app.db.query<{ id: string }>(
          `SELECT id FROM users WHERE email = 'gone@example.com'`,
        )
      )[0]!;
      expect((await emailsTo('gone@example.com')).length).toBeGreaterThan(0);
      const wallet = (id: string) =>
        t.app.db.query(`SELECT 1 FROM payment_methods WHERE user_id = $1`, [id]);
      expect(await wallet(userId)).toHaveLength(1);
      // Why they meant to turn renewal off, in their words, and the pause they chose instead.
      const base = `/api/v2/subscriptions/${subscriptionId}`;
      const answer = { reason: 'other', detail: 'Moving abroad with my family' };
      expect((await call('POST', `${base}/renewal-off-reason`, cookie, answer)).statusCode).toBe(
        200,
      );
      expect((await call('POST', `${base}/pause`, cookie, { months: 1 })).statusCode).toBe(200);

      const deleted = await deleteNow(cookie);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().status).toBe('completed');
      expect(deleted.cookies.find((c) => c.name.endsWith('burrow_session'))?.value).toBe('');
      expect((await me(cookie)).statusCode).toBe(401);
      expect((await me(elsewhere)).statusCode).toBe(401);
      expect((await signIn('gone@example.com')).statusCode).toBe(401);

      // Only the farewell is left in the outbox for that address.
      const mail = await emailsTo('gone@example.com');
      expect(mail.map((m) => m.subject)).toEqual(['Your Burrow account has been deleted']);

      const [user] = await t.app.db.query<{ email: string; password_hash: string | null }>(
        `SELECT email, password_hash FROM users WHERE id = $1`,
        [userId],
      );
      expect(user).toEqual({ email: `deleted:${userId}`, password_hash: null });
      const [sub] = await t.app.db.query<Record<string, unknown>>(
        `SELECT status, auto_billing_enabled, revoked_at IS NOT NULL AS revoked,
                payment_source_token, card_last4, card_brand, setup_link_token
           FROM subscriptions WHERE id = $1`,
        [subscriptionId],
      );
      expect(sub).toEqual({
        status: 'cancelled',
        auto_billing_enabled: false,
        revoked: true,
        payment_source_token: null,
        card_last4: null,
        card_brand: null,
        setup_link_token: null,
      });
      const invoices = await t.app.db.query<{ total_minor: number }>(
        `SELECT total_minor FROM invoices WHERE user_id = $1`,
        [userId],
      );
      expect(invoices).toHaveLength(1);
      expect(
        await t.app.db.query(`SELECT 1 FROM checkout_attempts WHERE user_id = $1`, [userId]),
      ).toEqual([]);
      expect(await wallet(userId)).toEqual([]);
      expect(
        await t.app.db.query(`SELECT 1 FROM renewal_off_answers WHERE user_id = $1`, [userId]),
      ).toEqual([]);
      expect(
        await t.app.db.query(
          `SELECT 1 FROM subscription_pauses WHERE user_id = $1 AND ended_at IS NULL`,
          [userId],
        ),
      ).toEqual([]);

      // The address is free again for a new account.
      const again = await customer('gone@example.com');
      expect((await me(again)).json().email).toBe('gone@example.com');
    });

    it('answers 401 to every method when signed out, and 400 without a password field', async () => {
      for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
        const response = await call(
          method,
          '/api/v2/users/deletion',
          undefined,
          method === 'PUT' || method === 'DELETE' ? { password: PASSWORD } : undefined,
        );
        expect(response.statusCode, method).toBe(401);
      }
      const cookie = await customer('no-field@example.com');
      expect((await call('PUT', '/api/v2/users/deletion', cookie, {})).statusCode).toBe(400);
      expect((await call('DELETE', '/api/v2/users/deletion', cookie, {})).statusCode).toBe(400);
    });
  });
});

describe.each(testDatabaseKinds)('account deletion after the grace period on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterEach(() => t.close());
  const { signIn, customer, call, emailsTo } = accountSettingsHelpers(() => t);
  const run = () => completeDueDeletions(contextOf(t.app));
  const userRow = async (email: string) =>
    (
      await t.app.db.query<{ id: string; deleted_at: Date | null }>(
        `SELECT id, deleted_at FROM users WHERE email = $1`,
        [email],
      )
    )[0];

  it('is carried out by the housekeeping run once the clock passes the grace period', async () => {
    const cookie = await customer('patient@example.com');
    await call('PUT', '/api/v2/users/deletion', cookie, { password: PASSWORD });
    t.clock.advance(14 * DAY - MINUTE);
    expect(await run()).toEqual({ completed: 0, blocked: 0 });
    expect((await signIn('patient@example.com')).statusCode).toBe(200);

    t.clock.advance(MINUTE);
    expect(await run()).toEqual({ completed: 1, blocked: 0 });
    expect(await userRow('patient@example.com')).toBeUndefined();
    expect((await signIn('patient@example.com')).statusCode).toBe(401);
    expect((await emailsTo('patient@example.com')).map((m) => m.subject)).toEqual([
      'Your Burrow account has been deleted',
    ]);
    const [completed] = await t.app.db.query<{ status: string; completed_at: Date }>(
      `SELECT status, completed_at FROM account_deletions`,
    );
    expect(completed).toEqual({ status: 'completed', completed_at: t.clock.now() });
    expect(await run()).toEqual({ completed: 0, blocked: 0 });
  });

  it('is carried out when the demo clock jumps past the grace period', async () => {
    const cookie = await customer('time-traveller@example.com');
    await call('PUT', '/api/v2/users/deletion', cookie, { password: PASSWORD });
    const jumped = await call('POST', '/api/dev/clock/advance', undefined, { days: 15 });
    expect(jumped.statusCode).toBe(200);
    expect((await signIn('time-traveller@example.com')).statusCode).toBe(401);
    expect(t.clock.now().getTime()).toBeGreaterThan(TEST_START.getTime());
  });

  it('waits while a store subscription renews again, and completes once it is cancelled', async () => {
    const cookie = await customer('store-again@example.com');
    await call('PUT', '/api/v2/users/deletion', cookie, { password: PASSWORD });
    const user = await userRow('store-again@example.com');
    // The customer re-subscribed in the App Store during the grace period.
    await t.app.db.query(
      `UPDATE subscriptions SET user_id = $1, current_period_end = $2
        WHERE id = (SELECT s.id FROM subscriptions s JOIN users u ON u.id = s.user_id
                     WHERE u.email = 'inapp@demo.burrow.test')`,
      [user!.id, new Date(t.clock.now().getTime() + 60 * DAY)],
    );
    t.clock.advance(15 * DAY);
    expect(await run()).toEqual({ completed: 0, blocked: 1 });
    expect((await userRow('store-again@example.com'))?.deleted_at).toBeNull();

    await t.app.db.query(
      `UPDATE subscriptions SET auto_billing_enabled = false WHERE user_id = $1`,
      [user!.id],
    );
    expect(await run()).toEqual({ completed: 1, blocked: 0 });
  });

  it('drops the farewell email from the outbox once it has been delivered', async () => {
    const cookie = await customer('farewell@example.com');
    await call('DELETE', '/api/v2/users/deletion', cookie, { password: PASSWORD });
    expect(await emailsTo('farewell@example.com')).toHaveLength(1);
    await run();
    expect(await emailsTo('farewell@example.com')).toHaveLength(1);
    await t.app.db.query(`UPDATE outbox_emails SET sent_at = $1`, [t.clock.now()]);
    await run();
    expect(await emailsTo('farewell@example.com')).toEqual([]);
    expect(
      await t.app.db.query(`SELECT 1 FROM account_deletions WHERE farewell_email_id IS NOT NULL`),
    ).toEqual([]);
  });
});
