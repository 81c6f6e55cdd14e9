import { randomUUID } from 'node:crypto';
import { permissionsOf, type StaffRole } from '@burrow/domain/staff-permissions';
import type { LightMyRequestResponse } from 'fastify';
import { contextOf } from '../../src/app-context';
import {
  createStaffAccount,
  type CreatedStaffAccount,
} from '../../src/modules/staff/staff-account-service';
import { totpCode } from '../../src/modules/staff/totp';
import type { TestApp } from './test-app';

export const STAFF_SESSION_URL = '/api/staff/v1/session';

/** A new staff account of the role, with a fresh address, through the service the CLI uses. */
export function newStaff(t: TestApp, role: StaffRole): Promise<CreatedStaffAccount> {
  return createStaffAccount(contextOf(t.app), {
    email: `${role}-${randomUUID().slice(0, 8)}@staff.burrow.test`,
    role,
  });
}

/** The authenticator's code for the account at the test clock's now. */
export function codeNow(t: TestApp, staff: Pick<CreatedStaffAccount, 'totpSecret'>): string {
  return totpCode(staff.totpSecret, t.clock.now());
}

export function staffSignIn(
  t: TestApp,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.request({ method: 'POST', url: STAFF_SESSION_URL, payload: body, headers });
}

/** The `name=value` pair of the staff cookie a response set. */
export function staffCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('burrow_staff'));
  if (!cookie)
    throw new Error(`no staff cookie in response ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** A signed-in staff member of the role: a new account, signed in with its current code. */
export async function staffSessionCookie(t: TestApp, role: StaffRole): Promise<string> {
  const staff = await newStaff(t, role);
  const response = await staffSignIn(t, {
    email: staff.email,
    password: staff.password,
    totp_code: codeNow(t, staff),
  });
  return staffCookieFrom(response);
}

/** The staff member a service runs for, as the guard would hand it over after sign-in. */
export function authenticatedStaff(staff: Pick<CreatedStaffAccount, 'id' | 'email' | 'role'>) {
  return {
    id: staff.id,
    email: staff.email,
    role: staff.role,
    permissions: permissionsOf(staff.role),
    sessionExpiresAt: new Date(8_640_000_000_000_000),
  };
}

/** The token of the newest invitation emailed to the address (read from its link). */
export async function invitationTokenFor(t: TestApp, email: string): Promise<string> {
  const [row] = await t.app.db.query<{ text_body: string }>(
    `SELECT text_body FROM outbox_emails WHERE to_address = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [email],
  );
  const token = /invitation\?token=([^\s]+)/.exec(row?.text_body ?? '')?.[1];
  if (!token) throw new Error(`no invitation emailed to ${email}`);
  return decodeURIComponent(token);
}
