import type { StaffMe } from '@burrow/contract/staff';
import { permissionsOf } from '@burrow/domain/staff-permissions';
import type { AppContext } from '../../app-context';
import { wallTime } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import {
  claimRateLimitSlots,
  releaseRateLimitSlots,
  type RateLimitRule,
} from '../../platform/rate-limiter';
import { verifyPassword } from '../identity/passwords';
import { hashRecoveryCode } from './staff-account-service';
import { appendStaffAudit } from './staff-audit-log';
import type { AuthenticatedStaff } from './staff-authentication';
import {
  claimTotpStep,
  countUnusedRecoveryCodes,
  findStaffByEmail,
  useRecoveryCode,
  type StaffAccountRow,
} from './staff-repository';
import {
  createStaffSession,
  deleteStaffSession,
  resolveStaffSession,
  STAFF_SESSION_IDLE_TIMEOUT_MS,
} from './staff-session-store';
import { matchTotpStep } from './totp';

// The customers' sign-in limits (decision 0070), tighter per account: a staff account
// opens every customer's data, and its owner signs in a few times a day at most.
const LIMITS = {
  perAccountAndClient: { name: 'staff-login:account-client', limit: 5, windowSeconds: 900 },
  perAccount: { name: 'staff-login:account', limit: 20, windowSeconds: 3600 },
  perClient: { name: 'staff-login:client', limit: 50, windowSeconds: 900 },
} satisfies Record<string, RateLimitRule>;

export interface StaffCaller {
  ip: string;
  userAgent: string | undefined;
  requestId: string;
  /** The staff session the browser already holds, ended when a new one starts. */
  sessionToken: string | undefined;
}

export interface StaffSignIn {
  email: string;
  password: string;
  totp_code?: string | undefined;
  recovery_code?: string | undefined;
}

const signInFailed = () =>
  new AppError(401, 'staff_sign_in_failed', 'The email, password or code is not correct.');

/** Whether the second factor is right, spending it: a TOTP step or a recovery code works once. */
async function spendSecondFactor(
  ctx: AppContext,
  account: StaffAccountRow,
  input: StaffSignIn,
): Promise<'totp' | 'recovery_code' | undefined> {
  const now = ctx.clock.now();
  if (input.totp_code !== undefined) {
    const step = matchTotpStep(
      account.totp_secret,
      input.totp_code,
      wallTime(ctx.clock),
      account.totp_last_step,
    );
    return step !== undefined && (await claimTotpStep(ctx.db, account.id, step))
      ? 'totp'
      : undefined;
  }
  if (input.recovery_code !== undefined) {
    const used = await useRecoveryCode(
      ctx.db,
      account.id,
      hashRecoveryCode(input.recovery_code),
      now,
    );
    return used ? 'recovery_code' : undefined;
  }
  return undefined;
}

/**
 * Signs a staff member in with password and second factor; answers the session. A wrong
 * email, password or code all answer 401 `staff_sign_in_failed` after the same password
 * work, and every attempt takes its rate-limit slots first (a right one hands them back),
 * as the customers' sign-in does (decision 0070). Attempts on a real account, right or
 * wrong, are in the audit log.
 */
export async function signInStaff(
  ctx: AppContext,
  caller: StaffCaller,
  input: StaffSignIn,
): Promise<{ token: string; expiresAt: Date; me: StaffMe }> {
  if (input.totp_code === undefined && input.recovery_code === undefined)
    throw new AppError(
      401,
      'staff_totp_required',
      'Enter the code from your authenticator app, or a recovery code.',
    );
  const { db, config, clock } = ctx;
  const claims = await claimRateLimitSlots(
    db,
    [
      [LIMITS.perClient, caller.ip],
      [LIMITS.perAccountAndClient, `${input.email}:${caller.ip}`],
      [LIMITS.perAccount, input.email],
    ],
    clock.now(),
  );
  const account = await findStaffByEmail(db, input.email);
  const passwordRight = await verifyPassword(account?.password_hash ?? null, input.password);
  if (!account) throw signInFailed();
  const audit = (action: string, after: unknown) =>
    appendStaffAudit(
      db,
      {
        staffId: account.id,
        action,
        target: `staff:${account.id}`,
        after,
        requestId: caller.requestId,
      },
      clock.now(),
    );
  if (!passwordRight || account.disabled_at) {
    await audit('staff.sign_in_failed', { failed: account.disabled_at ? 'disabled' : 'password' });
    throw signInFailed();
  }
  const factor = await spendSecondFactor(ctx, account, input);
  if (!factor) {
    await audit('staff.sign_in_failed', {
      failed: input.totp_code !== undefined ? 'totp_code' : 'recovery_code',
    });
    throw signInFailed();
  }
  await releaseRateLimitSlots(db, claims);
  const session = await db.transaction(async (tx) => {
    const now = clock.now();
    if (caller.sessionToken)
      await deleteStaffSession(tx, config.sessionSecret, caller.sessionToken);
    const created = await createStaffSession(
      tx,
      config.sessionSecret,
      account.id,
      now,
      caller.userAgent,
    );
    await appendStaffAudit(
      tx,
      {
        staffId: account.id,
        action: 'staff.signed_in',
        target: `staff:${account.id}`,
        after: { second_factor: factor },
        requestId: caller.requestId,
      },
      now,
    );
    return created;
  });
  const me = await staffMe(ctx, {
    id: account.id,
    email: account.email,
    role: account.role,
    permissions: permissionsOf(account.role),
    sessionExpiresAt: session.expiresAt,
  });
  return { ...session, me };
}

/** Ends the browser's staff session, if it holds a live one; signing out twice is fine. */
export async function signOutStaff(ctx: AppContext, caller: StaffCaller): Promise<void> {
  const token = caller.sessionToken;
  if (!token) return;
  const { db, config, clock } = ctx;
  await db.transaction(async (tx) => {
    const now = clock.now();
    const session = await resolveStaffSession(tx, config.sessionSecret, token, now);
    await deleteStaffSession(tx, config.sessionSecret, token);
    if (session)
      await appendStaffAudit(
        tx,
        {
          staffId: session.staff_id,
          action: 'staff.signed_out',
          target: `staff:${session.staff_id}`,
          requestId: caller.requestId,
        },
        now,
      );
  });
}

export async function staffMe(ctx: AppContext, staff: AuthenticatedStaff): Promise<StaffMe> {
  return {
    staff: { id: staff.id, email: staff.email, role: staff.role },
    permissions: staff.permissions,
    idle_timeout_seconds: STAFF_SESSION_IDLE_TIMEOUT_MS / 1000,
    session_expires_at: staff.sessionExpiresAt.toISOString(),
    recovery_codes_left: await countUnusedRecoveryCodes(ctx.db, staff.id),
  };
}
