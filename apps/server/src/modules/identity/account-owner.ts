import type { AppContext } from '../../app-context';
import { AppError, unauthenticated } from '../../platform/errors';
import { enforceRateLimit, type RateLimitRule } from '../../platform/rate-limiter';
import type { Caller } from './identity-service';
import { verifyPassword } from './passwords';
import { sessionStartedAt } from './session-store';
import { findUserById, type UserRow } from './user-repository';

/** A signed-in caller of an account-settings route. */
export interface AccountCaller extends Caller {
  userId: string;
}

/**
 * How recent a sign-in must be to stand in for a password on an account that has none:
 * the lifetime of a sign-in link, so "sign in again with a link" is always enough.
 */
export const RECENT_SIGN_IN_MS = 15 * 60_000;

// A password confirmation is a password guess: as strict as sign-in's per-account limit.
const CONFIRMATIONS_PER_ACCOUNT: RateLimitRule = {
  name: 'account-owner:account',
  limit: 10,
  windowSeconds: 900,
};

/** The caller's own account; 401 when it no longer exists (erased while signed in). */
export async function callerAccount(ctx: AppContext, caller: AccountCaller): Promise<UserRow> {
  const user = await findUserById(ctx.db, caller.tenantId, caller.userId);
  if (!user || user.deleted_at) throw unauthenticated();
  return user;
}

/**
 * Proves the person making a sensitive change owns the account (decision 0042): its
 * password, or, for an account that never set one, a sign-in within the last 15 minutes.
 * `field` names the form field a wrong password is reported on.
 */
export async function confirmAccountOwner(
  ctx: AppContext,
  caller: AccountCaller,
  user: UserRow,
  password: string,
  field: string,
): Promise<void> {
  const now = ctx.clock.now();
  await enforceRateLimit(ctx.db, CONFIRMATIONS_PER_ACCOUNT, `${caller.tenantId}:${user.id}`, now);
  if (user.password_hash !== null) {
    if (await verifyPassword(user.password_hash, password)) return;
    throw new AppError(403, 'incorrect_password', 'The password is not correct.', {
      fields: { [field]: 'The password is not correct.' },
    });
  }
  const startedAt = caller.sessionToken
    ? await sessionStartedAt(ctx.db, ctx.config.sessionSecret, caller.sessionToken)
    : undefined;
  if (startedAt && now.getTime() - startedAt.getTime() <= RECENT_SIGN_IN_MS) return;
  throw new AppError(
    403,
    'reauthentication_required',
    'For your security, sign in again with an emailed link, then make this change within 15 minutes.',
  );
}
