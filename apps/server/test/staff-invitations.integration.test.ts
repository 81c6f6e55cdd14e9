import { randomUUID } from 'node:crypto';
import { staffEndpoints, staffPathOf } from '@burrow/contract/staff-endpoints';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { totpCode } from '../src/modules/staff/totp';
import {
  codeNow,
  invitationTokenFor,
  newStaff,
  staffCookieFrom,
  staffSessionCookie,
  staffSignIn,
} from './support/staff-session';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const PASSWORD = 'Tunnels under the hill 42!';
const HOUR = 3_600_000;

/** Staff management in the console (decision 0122): invitations, the list, disabling. */
describe.each(testDatabaseKinds)('staff invitations on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  beforeEach(async () => {
    t = await createTestApp(kind, { seed: true });
    const account = await newStaff(t, 'admin');
    adminId = account.id;
    admin = staffCookieFrom(
      await staffSignIn(t, {
        email: account.email,
        password: account.password,
        totp_code: codeNow(t, account),
      }),
    );
  });
  afterEach(() => t.close());

  const invite = (email: string, role = 'support', cookie = admin) =>
    t.request({
      method: 'POST',
      url: staffEndpoints.staffInvite.path,
      payload: { email, role },
      cookie,
    });
  const accept = (token: string, password = PASSWORD) =>
    t.request({
      method: 'POST',
      url: staffEndpoints.staffAcceptInvitation.path,
      payload: { token, password },
    });
  const list = (cookie = admin) =>
    t.request({ method: 'GET', url: staffEndpoints.staffListStaff.path, cookie });

  it('emails a link that creates the account once, whose secret and codes sign in', async () => {
    const email = 'new-colleague@staff.burrow.test';
    const invited = await invite(email, 'finance');
    expect(invited.statusCode, invited.body).toBe(201);
    expect(Date.parse(invited.json().expires_at) - t.clock.now().getTime()).toBe(72 * HOUR);
    const [mail] = await t.app.db.query<{ subject: string; text_body: string }>(
      `SELECT subject, text_body FROM outbox_emails WHERE to_address = $1`,
      [email],
    );
    expect(mail?.subject).toBe('You are invited to the Burrow operator console');
    expect(mail?.text_body).toContain('/admin/invitation?token=');
    expect((await list()).json().pending_invitations).toEqual([
      expect.objectContaining({ email, role: 'finance' }),
    ]);

    const token = await invitationTokenFor(t, email);
    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.headers['cache-control']).toBe('no-store');
    const body = accepted.json();
    expect(body.staff).toMatchObject({ email, role: 'finance' });
    expect(body.otpauth_uri).toContain(`secret=${body.totp_secret}`);
    expect(body.recovery_codes).toHaveLength(10);

    // Single use: the same link again is refused, like any spent link.
    const again = await accept(token);
    expect(again.statusCode).toBe(403);
    expect(again.json().error.code).toBe('invalid_or_expired_link');

    // The new person signs in with the password they chose and the secret they were shown.
    const signedIn = await staffSignIn(t, {
      email,
      password: PASSWORD,
      totp_code: totpCode(body.totp_secret, t.clock.now()),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().staff.role).toBe('finance');
    const recovered = await staffSignIn(t, {
      email,
      password: PASSWORD,
      recovery_code: body.recovery_codes[0],
    });
    expect(recovered.statusCode).toBe(200);

    const listed = (await list()).json();
    expect(listed.pending_invitations).toEqual([]);
    expect(listed.staff).toContainEqual(
      expect.objectContaining({ email, role: 'finance', status: 'active' }),
    );
    expect(listed.staff.find((row: { email: string }) => row.email === email).last_sign_in_at).toBe(
      t.clock.now().toISOString(),
    );
    const entries = await t.app.db.query<{ action: string; staff_id: string }>(
      `SELECT action, staff_id FROM staff_audit_log WHERE action IN ('staff.invited', 'staff.created') ORDER BY seq`,
    );
    expect(entries.filter((entry) => entry.action === 'staff.invited')).toEqual([
      { action: 'staff.invited', staff_id: adminId },
    ]);
  });

  it('refuses a link past its 72 hours, an unknown one, and a weak password (kept usable)', async () => {
    const email = 'slow-reader@staff.burrow.test';
    await invite(email);
    const token = await invitationTokenFor(t, email);
    expect((await accept('x'.repeat(40))).statusCode).toBe(403);
    const weak = await accept(token, 'password');
    expect(weak.statusCode).toBe(422);
    t.clock.advance(72 * HOUR - 1000);
    // Still open just before it expires: a weak try did not spend it. (The admin's own
    // session ended long ago: a console session lasts 12 hours.)
    const later = await staffSessionCookie(t, 'admin');
    expect((await list(later)).json().pending_invitations).toHaveLength(1);
    t.clock.advance(2000);
    const late = await accept(token);
    expect(late.statusCode).toBe(403);
    expect(late.json().error.code).toBe('invalid_or_expired_link');
    const [account] = await t.app.db.query(`SELECT id FROM staff_accounts WHERE email = $1`, [
      email,
    ]);
    expect(account).toBeUndefined();
    expect((await list(later)).json().pending_invitations).toEqual([]);
  });

  it('lets only the newest invitation to an address work, and refuses an address with an account', async () => {
    const email = 'twice-invited@staff.burrow.test';
    await invite(email);
    const first = await invitationTokenFor(t, email);
    t.clock.advance(1000);
    await invite(email, 'admin');
    const second = await invitationTokenFor(t, email);
    expect((await accept(first)).statusCode).toBe(403);
    const accepted = await accept(second);
    expect(accepted.json().staff.role).toBe('admin');
    const existing = await invite(email);
    expect(existing.statusCode).toBe(409);
    expect(existing.json().error.code).toBe('account_exists');
  });

  it('disables an account with a reason: its sessions end, the list says so, repeats change nothing', async () => {
    const colleague = await newStaff(t, 'support');
    const theirs = staffCookieFrom(
      await staffSignIn(t, {
        email: colleague.email,
        password: colleague.password,
        totp_code: codeNow(t, colleague),
      }),
    );
    const disable = (staffId: string, reason = 'Left the company') =>
      t.request({
        method: 'POST',
        url: staffPathOf(staffEndpoints.staffDisableStaff.path, { staffId }),
        payload: { reason },
        cookie: admin,
      });
    const response = await disable(colleague.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ email: colleague.email, status: 'disabled' });
    const me = await t.request({ method: 'GET', url: staffEndpoints.staffMe.path, cookie: theirs });
    expect(me.statusCode).toBe(401);
    expect((await disable(colleague.id)).statusCode).toBe(200);
    const entries = await t.app.db.query<{
      staff_id: string;
      reason: string;
      before: unknown;
      after: { disabled_at: string };
    }>(
      `SELECT staff_id, reason, before, after FROM staff_audit_log WHERE action = 'staff.disabled' ORDER BY seq`,
    );
    expect(entries[0]).toMatchObject({
      staff_id: adminId,
      reason: 'Left the company',
      before: { disabled_at: null },
    });
    // The second time keeps the first moment.
    expect(entries[1]?.after.disabled_at).toBe(entries[0]?.after.disabled_at);
    expect((await disable(adminId)).statusCode).toBe(409);
    expect((await disable(randomUUID())).statusCode).toBe(404);
    expect((await disable(colleague.id, '')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const finance = await newStaff(t, 'finance');
    const cookie = staffCookieFrom(
      await staffSignIn(t, {
        email: finance.email,
        password: finance.password,
        totp_code: codeNow(t, finance),
      }),
    );
    expect((await list(cookie)).statusCode).toBe(403);
    expect((await invite('someone@staff.burrow.test', 'admin', cookie)).statusCode).toBe(403);
  });
});
