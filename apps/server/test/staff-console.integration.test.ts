import { subscriptionReference } from '@burrow/domain/subscription-reference';
import { permissionsOf } from '@burrow/domain/staff-permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { runCli } from '../src/cli/run-cli';
import { seedDemoStaff, DEMO_STAFF } from '../src/seed/demo-staff';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { totpCode } from '../src/modules/staff/totp';
import {
  codeNow,
  newStaff,
  STAFF_SESSION_URL,
  staffCookieFrom,
  staffSessionCookie,
  staffSignIn,
} from './support/staff-session';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const MINUTE = 60_000;
const ME = '/api/staff/v1/me';

describe.each(testDatabaseKinds)('the operator console’s API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const me = (cookie: string) => t.request({ method: 'GET', url: ME, cookie });
  const errorCode = (response: { json(): unknown }) =>
    (response.json() as { error?: { code?: string } }).error?.code;
  /** Moves past the current 30-second TOTP step, so the next sign-in gets a fresh code. */
  const nextStep = () => t.clock.advance(30_000);

  describe('signing in', () => {
    it('takes email, password and the authenticator code; /me answers the role and its permissions', async () => {
      const staff = await newStaff(t, 'finance');
      const response = await staffSignIn(t, {
        email: staff.email.toUpperCase(),
        password: staff.password,
        totp_code: codeNow(t, staff),
      });
      expect(response.statusCode, response.body).toBe(200);
      const cookie = response.cookies.find((c) => c.name === 'burrow_staff');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
      const answer = await me(staffCookieFrom(response));
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        staff: { id: staff.id, email: staff.email, role: 'finance' },
        permissions: permissionsOf('finance'),
        idle_timeout_seconds: 1800,
        recovery_codes_left: 10,
      });
    });

    it.each([
      ['a wrong code', 'code'],
      ['a wrong password', 'password'],
      ['an unknown email', 'email'],
    ] as const)('refuses %s alike with 401 staff_sign_in_failed', async (_label, wrong) => {
      const staff = await newStaff(t, 'support');
      const right = codeNow(t, staff);
      const response = await staffSignIn(t, {
        email: wrong === 'email' ? 'nobody@staff.burrow.test' : staff.email,
        password: wrong === 'password' ? 'not-the-password' : staff.password,
        totp_code: wrong === 'code' ? String((Number(right) + 1) % 1e6).padStart(6, '0') : right,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: {
          code: 'staff_sign_in_failed',
          message: 'The email, password or code is not correct.',
        },
      });
      expect(response.cookies).toEqual([]);
    });

    it('asks for the second factor without judging the password when none is sent', async () => {
      const staff = await newStaff(t, 'support');
      for (const password of [staff.password, 'wrong-password']) {
        const response = await staffSignIn(t, { email: staff.email, password });
        expect(response.statusCode).toBe(401);
        expect(errorCode(response)).toBe('staff_totp_required');
      }
    });

    it('accepts a code once: the same code cannot sign in again, the next one can', async () => {
      const staff = await newStaff(t, 'support');
      const body = { email: staff.email, password: staff.password, totp_code: codeNow(t, staff) };
      expect((await staffSignIn(t, body)).statusCode).toBe(200);
      const replay = await staffSignIn(t, body);
      expect(replay.statusCode).toBe(401);
      expect(errorCode(replay)).toBe('staff_sign_in_failed');
      nextStep();
      expect((await staffSignIn(t, { ...body, totp_code: codeNow(t, staff) })).statusCode).toBe(
        200,
      );
    });

    it('takes a recovery code instead, once, in any case and without dashes', async () => {
      const staff = await newStaff(t, 'admin');
      const [code] = staff.recoveryCodes;
      expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      const typed = (code ?? '').replaceAll('-', '').toLowerCase();
      const first = await staffSignIn(t, {
        email: staff.email,
        password: staff.password,
        recovery_code: typed,
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().recovery_codes_left).toBe(9);
      const again = await staffSignIn(t, {
        email: staff.email,
        password: staff.password,
        recovery_code: code,
      });
      expect(again.statusCode).toBe(401);
      expect(errorCode(again)).toBe('staff_sign_in_failed');
    });

    it('does not spend a recovery code on a wrong password', async () => {
      const staff = await newStaff(t, 'admin');
      const [code] = staff.recoveryCodes;
      const wrong = await staffSignIn(t, {
        email: staff.email,
        password: 'wrong-password',
        recovery_code: code,
      });
      expect(wrong.statusCode).toBe(401);
      const right = await staffSignIn(t, {
        email: staff.email,
        password: staff.password,
        recovery_code: code,
      });
      expect(right.statusCode).toBe(200);
    });

    it('holds up guessing after five wrong tries per account and address, even with the right code then', async () => {
      const staff = await newStaff(t, 'support');
      const guesser = { 'x-forwarded-for': '203.0.113.9' };
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await staffSignIn(
          t,
          { email: staff.email, password: `guess-${attempt}`, totp_code: '000000' },
          guesser,
        );
        expect(response.statusCode).toBe(401);
      }
      const right = await staffSignIn(
        t,
        { email: staff.email, password: staff.password, totp_code: codeNow(t, staff) },
        guesser,
      );
      expect(right.statusCode).toBe(429);
      expect(errorCode(right)).toBe('rate_limited');
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('refuses a form posted from another site (CSRF)', async () => {
      const staff = await newStaff(t, 'support');
      const response = await staffSignIn(
        t,
        { email: staff.email, password: staff.password, totp_code: codeNow(t, staff) },
        { origin: 'https://evil.example' },
      );
      expect(response.statusCode).toBe(403);
      expect(errorCode(response)).toBe('csrf_rejected');
    });

    it('lets a disabled account in no more and ends its sessions', async () => {
      const staff = await newStaff(t, 'support');
      const cookie = staffCookieFrom(
        await staffSignIn(t, {
          email: staff.email,
          password: staff.password,
          totp_code: codeNow(t, staff),
        }),
      );
      const result = await burrow('staff', 'disable', '--email', staff.email);
      expect(result.status).toBe(0);
      expect((await me(cookie)).statusCode).toBe(401);
      nextStep();
      const again = await staffSignIn(t, {
        email: staff.email,
        password: staff.password,
        totp_code: codeNow(t, staff),
      });
      expect(errorCode(again)).toBe('staff_sign_in_failed');
    });
  });

  describe('the staff session', () => {
    it('ends after 30 minutes unused, but not while in use', async () => {
      const cookie = await staffSessionCookie(t, 'support');
      for (let i = 0; i < 4; i += 1) {
        t.clock.advance(25 * MINUTE);
        expect((await me(cookie)).statusCode, `after ${(i + 1) * 25} busy minutes`).toBe(200);
      }
      t.clock.advance(31 * MINUTE);
      const idle = await me(cookie);
      expect(idle.statusCode).toBe(401);
      expect(errorCode(idle)).toBe('unauthenticated');
    });

    it('ends 12 hours after sign-in however busy', async () => {
      const cookie = await staffSessionCookie(t, 'support');
      for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
        t.clock.advance(20 * MINUTE);
        expect((await me(cookie)).statusCode).toBe(200);
      }
      t.clock.advance(20 * MINUTE);
      expect((await me(cookie)).statusCode).toBe(401);
    });

    it('signing out ends it; signing out again is harmless', async () => {
      const cookie = await staffSessionCookie(t, 'support');
      const out = await t.request({ method: 'DELETE', url: STAFF_SESSION_URL, cookie });
      expect(out.statusCode).toBe(200);
      expect(out.cookies.find((c) => c.name === 'burrow_staff')?.value).toBe('');
      expect((await me(cookie)).statusCode).toBe(401);
      const twice = await t.request({ method: 'DELETE', url: STAFF_SESSION_URL, cookie });
      expect(twice.statusCode).toBe(200);
    });

    it('is no customer session, and a customer session is no staff session', async () => {
      const staffCookie = await staffSessionCookie(t, 'admin');
      const customer = await t.request({
        method: 'GET',
        url: '/api/v2/users/me',
        cookie: staffCookie,
      });
      expect(customer.statusCode).toBe(401);
      const customerCookie = await signIn(t, 'active@demo.burrow.test');
      expect((await me(customerCookie)).statusCode).toBe(401);
    });
  });

  describe('customer search', () => {
    let cookie: string;
    let active: { id: string; subscriptionId: string; invoiceNumber: string };
    beforeAll(async () => {
      cookie = await staffSessionCookie(t, 'support');
      const [row] = await t.app.db.query<{ id: string; subscription_id: string; number: string }>(
        `SELECT u.id, s.id AS subscription_id, i.number
         FROM users u JOIN subscriptions s ON s.user_id = u.id JOIN invoices i ON i.user_id = u.id
         WHERE u.email = 'active@demo.burrow.test' ORDER BY s.purchased_at, i.issued_at LIMIT 1`,
      );
      if (!row) throw new Error('the demo data has no active customer with an invoice');
      active = { id: row.id, subscriptionId: row.subscription_id, invoiceNumber: row.number };
    });

    const search = (query: string, extra = '') =>
      t.request({
        method: 'GET',
        url: `/api/staff/v1/customers?query=${encodeURIComponent(query)}${extra}`,
        cookie,
      });
    type Found = {
      customers: {
        id: string;
        email: string;
        matched_by: string[];
        subscriptions: { id: string; reference: string }[];
      }[];
      has_more: boolean;
    };

    it.each([
      ['part of an email, any case', () => 'ACTIVE@demo', 'email'],
      ['an invoice number', () => active.invoiceNumber, 'invoice_number'],
      [
        'a subscription’s short reference',
        () => subscriptionReference(active.subscriptionId),
        'subscription_reference',
      ],
      [
        'a short reference typed without its dash, lower case',
        () => subscriptionReference(active.subscriptionId).replace('-', '').toLowerCase(),
        'subscription_reference',
      ],
    ])('finds a customer by %s', async (_label, query, kind) => {
      const response = await search(query());
      expect(response.statusCode, response.body).toBe(200);
      const found = response.json<Found>().customers.find((c) => c.id === active.id);
      expect(found?.email).toBe('active@demo.burrow.test');
      expect(found?.matched_by).toContain(kind);
      expect(found?.subscriptions.map((s) => s.id)).toContain(active.subscriptionId);
      expect(found?.subscriptions.find((s) => s.id === active.subscriptionId)?.reference).toBe(
        subscriptionReference(active.subscriptionId),
      );
    });

    it('finds every customer whose card ends in the four digits, and only them', async () => {
      const response = await search('4444');
      const emails = response.json<Found>().customers.map((c) => c.email);
      const [expected] = await t.app.db.query<{ emails: string[] }>(
        `SELECT array_agg(DISTINCT u.email ORDER BY u.email) AS emails FROM users u
         WHERE EXISTS (SELECT 1 FROM payment_methods p WHERE p.user_id = u.id AND p.last4 = '4444')
            OR EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = u.id AND s.card_last4 = '4444')`,
      );
      expect(expected?.emails.length).toBeGreaterThan(0);
      expect([...emails].sort()).toEqual(expected?.emails);
    });

    it('treats % and _ as the characters they are', async () => {
      expect((await search('%')).json<Found>().customers).toEqual([]);
      expect((await search('___')).json<Found>().customers).toEqual([]);
    });

    it('pages through the results', async () => {
      const all = (await search('@demo.burrow.test', '&page_size=100')).json<Found>();
      expect(all.customers.length).toBeGreaterThan(3);
      const first = (await search('@demo.burrow.test', '&page_size=2')).json<Found>();
      const second = (await search('@demo.burrow.test', '&page_size=2&page=2')).json<Found>();
      expect(first.has_more).toBe(true);
      expect([...first.customers, ...second.customers].map((c) => c.id)).toEqual(
        all.customers.slice(0, 4).map((c) => c.id),
      );
      expect(all.has_more).toBe(false);
    });

    it('refuses an empty query', async () => {
      const response = await search('  ');
      expect(response.statusCode).toBe(400);
      expect(errorCode(response)).toBe('invalid_request');
    });

    it('writes who looked and whom they found to the audit log, never the query', async () => {
      const response = await search('active@demo.burrow.test');
      const [entry] = await t.app.db.query<{ action: string; after: unknown; request_id: string }>(
        `SELECT action, after, request_id FROM staff_audit_log ORDER BY seq DESC LIMIT 1`,
      );
      expect(entry).toEqual({
        action: 'customers.searched',
        after: { page: 1, found: [active.id] },
        request_id: response.headers['x-request-id'],
      });
    });
  });

  describe('the audit log', () => {
    it('lists what staff did, newest first, and one customer’s entries on request', async () => {
      const admin = await staffSessionCookie(t, 'admin');
      const support = await newStaff(t, 'support');
      nextStep();
      const supportCookie = staffCookieFrom(
        await staffSignIn(t, {
          email: support.email,
          password: support.password,
          totp_code: codeNow(t, support),
        }),
      );
      const [customer] = await t.app.db.query<{ id: string }>(
        `SELECT id FROM users WHERE email = 'trial@demo.burrow.test'`,
      );
      await t.request({
        method: 'GET',
        url: '/api/staff/v1/customers?query=trial@demo.burrow.test',
        cookie: supportCookie,
      });
      const log = await t.request({ method: 'GET', url: '/api/staff/v1/audit-log', cookie: admin });
      expect(log.statusCode, log.body).toBe(200);
      const entries = log.json<{ entries: { action: string; staff: { email: string } }[] }>()
        .entries;
      expect(entries.slice(0, 2).map((e) => [e.action, e.staff.email])).toEqual([
        ['customers.searched', support.email],
        ['staff.signed_in', support.email],
      ]);

      // Nothing names the customer yet (a search records whom it found, not as the subject).
      await t.app.db.query(
        `INSERT INTO staff_audit_log (occurred_at, staff_id, action, customer_id, request_id)
         VALUES ($1, $2, 'test.touched_customer', $3, 'test')`,
        [t.clock.now(), support.id, customer?.id ?? ''],
      );
      const theirs = await t.request({
        method: 'GET',
        url: `/api/staff/v1/audit-log?customer_id=${customer?.id}`,
        cookie: admin,
      });
      expect(theirs.json<{ entries: { action: string }[] }>().entries.map((e) => e.action)).toEqual(
        ['test.touched_customer'],
      );

      // Searched by the start of the action and by part of who did it; wildcards are text.
      const searched = async (query: string) =>
        (await t.request({ method: 'GET', url: `/api/staff/v1/audit-log?${query}`, cookie: admin }))
          .json<{ entries: { action: string; staff: { email: string } }[] }>()
          .entries.map((e) => `${e.action} ${e.staff.email}`);
      const supportFragment = encodeURIComponent(support.email.split('@')[0]!.toUpperCase());
      expect(await searched(`action=customers.&staff=${supportFragment}`)).toEqual([
        `customers.searched ${support.email}`,
      ]);
      expect(await searched(`action=test.touched`)).toEqual([
        `test.touched_customer ${support.email}`,
      ]);
      expect(await searched(`staff=%25`)).toEqual([]);
      const refused = await t.request({
        method: 'GET',
        url: '/api/staff/v1/audit-log?action=DROP%20TABLE',
        cookie: admin,
      });
      expect(refused.statusCode).toBe(400);
    });

    it('cannot be changed or emptied, even by SQL', async () => {
      await expect(
        t.app.db.query(`UPDATE staff_audit_log SET action = 'rewritten'`),
      ).rejects.toThrow(/append-only/);
      await expect(t.app.db.query(`DELETE FROM staff_audit_log`)).rejects.toThrow(/append-only/);
      await expect(t.app.db.query(`TRUNCATE staff_audit_log`)).rejects.toThrow(/append-only/);
    });
  });

  /** `npm run burrow -- …` as the operator runs it, on the test app's database and clock. */
  async function burrow(...args: string[]) {
    const out: string[] = [];
    const errors: string[] = [];
    const status = await runCli(args, {
      ctx: contextOf(t.app),
      print: (line) => out.push(line),
      printError: (line) => errors.push(line),
    });
    return { status, out, errors };
  }

  describe('npm run burrow -- staff', () => {
    it('creates an account and shows its password, TOTP secret and recovery codes once', async () => {
      const created = await burrow(
        'staff',
        'create',
        '--email',
        'Ana@Staff.Burrow.test',
        '--role',
        'finance',
      );
      expect(created.status, created.errors.join('\n')).toBe(0);
      const account = JSON.parse(created.out[0] ?? '{}') as {
        email: string;
        role: string;
        password: string;
        totpSecret: string;
        otpauthUrl: string;
        recoveryCodes: string[];
      };
      expect(account).toMatchObject({ email: 'ana@staff.burrow.test', role: 'finance' });
      expect(account.otpauthUrl).toContain(`secret=${account.totpSecret}`);
      expect(new Set(account.recoveryCodes).size).toBe(10);
      nextStep();
      const signedIn = await staffSignIn(t, {
        email: account.email,
        password: account.password,
        totp_code: totpCode(account.totpSecret, t.clock.now()),
      });
      expect(signedIn.statusCode).toBe(200);

      const listed = await burrow('staff', 'list');
      const line = listed.out.find((l) => l.includes('ana@staff.burrow.test')) ?? '';
      expect(JSON.parse(line)).toMatchObject({ email: 'ana@staff.burrow.test', role: 'finance' });
      for (const secret of [account.password, account.totpSecret, ...account.recoveryCodes])
        expect(listed.out.join('\n')).not.toContain(secret);
    });

    it('refuses a second account for the same email, an unknown role and a missing email', async () => {
      await burrow('staff', 'create', '--email', 'dup@staff.burrow.test', '--role', 'support');
      const again = await burrow(
        'staff',
        'create',
        '--email',
        'dup@staff.burrow.test',
        '--role',
        'admin',
      );
      expect(again.status).toBe(1);
      expect(
        (await burrow('staff', 'create', '--email', 'x@staff.burrow.test', '--role', 'owner'))
          .status,
      ).toBe(2);
      expect((await burrow('staff', 'create', '--role', 'admin')).status).toBe(2);
    });
  });

  describe('demo staff', () => {
    it('are seeded in demo mode only, and sign in with the README’s secrets', async () => {
      await seedDemoStaff(t.app.db, t.clock.now(), { demoMode: false });
      const none = await t.app.db.query(
        `SELECT 1 FROM staff_accounts WHERE email LIKE '%@staff.demo.burrow.test'`,
      );
      expect(none).toEqual([]);
      await seedDemoStaff(t.app.db, t.clock.now(), { demoMode: true });
      await seedDemoStaff(t.app.db, t.clock.now(), { demoMode: true });
      nextStep();
      for (const staff of DEMO_STAFF) {
        const response = await staffSignIn(t, {
          email: staff.email,
          password: DEMO_PASSWORD,
          totp_code: totpCode(staff.totpSecret, t.clock.now()),
        });
        expect(response.statusCode, staff.email).toBe(200);
        expect(response.json().staff.role).toBe(staff.role);
      }
    });
  });
});
