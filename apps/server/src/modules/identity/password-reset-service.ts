import type { PasswordResetConfirmRequest } from '@burrow/contract/password-reset';
import type { AppContext } from '../../app-context';
import { enforceRateLimit, type RateLimitRule } from '../../platform/rate-limiter';
import { renderEmail } from '../notifications/emails';
import { enqueueEmail } from '../notifications/outbox';
import { emailLink, proveAddress, type Caller } from './identity-service';
import { linkEmail } from './link-emails';
import { consumeToken, findLiveToken, invalidOrExpiredLink, retireTokens } from './one-time-tokens';
import { requireStrongPassword } from './password-strength';
import { hashPassword } from './passwords';
import { createSession, deleteSession, signOutEverywhere } from './session-store';
import { findUserByEmail, findUserById, setPasswordHash } from './user-repository';

// The magic link's limits (decision 0005): both email a link to any address typed in.
const LIMITS = {
  requestPerAccount: { name: 'password-reset:account', limit: 5, windowSeconds: 900 },
  requestPerClient: { name: 'password-reset:client', limit: 30, windowSeconds: 900 },
  confirmPerClient: { name: 'password-reset-confirm:client', limit: 30, windowSeconds: 900 },
} satisfies Record<string, RateLimitRule>;

/** The page a reset link opens: it asks for the new password, then POSTs it with the token. */
export function passwordResetPath(token: string): string {
  return `/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * Emails a single-use link that sets a new password (decision 0066), if the address has an
 * account, with or without a password; the answer never says which. Only the newest link
 * works, and nothing changes until one is followed, so asking cannot lock anyone out.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  caller: Caller,
  email: string,
): Promise<void> {
  const { db, clock } = ctx;
  const now = clock.now();
  // Limits per address count unknown addresses too, so a 429 tells nothing either.
  await enforceRateLimit(db, LIMITS.requestPerClient, `${caller.tenantId}:${caller.ip}`, now);
  await enforceRateLimit(db, LIMITS.requestPerAccount, `${caller.tenantId}:${email}`, now);
  // The same statements whether or not the address has an account (decision 0071): they
  // store and send nothing for an unknown one, so the time taken does not tell either.
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, caller.tenantId, email);
    const userId = user?.id ?? null;
    await retireTokens(tx, userId, 'reset_password', now);
    await emailLink(
      tx,
      ctx,
      caller,
      {
        userId,
        to: email,
        purpose: 'reset_password',
        template: linkEmail(user?.locale ?? caller.locale, 'password_reset'),
        landing: passwordResetPath,
      },
      now,
    );
  });
}

/**
 * Sets a new password with an emailed reset token and signs this browser in. The token is
 * checked first but spent only once the password is accepted, so a weak password can be
 * corrected with the same link; spending it is the conditional UPDATE, so two tabs cannot
 * both use it. Like a password change (decision 0042) every session ends and unused sign-in
 * and reset links are retired; the address is told.
 */
export async function resetPassword(
  ctx: AppContext,
  caller: Caller,
  request: PasswordResetConfirmRequest,
): Promise<{ token: string; expiresAt: Date }> {
  const { db, config, clock } = ctx;
  const secret = config.sessionSecret;
  const checkedAt = clock.now();
  await enforceRateLimit(db, LIMITS.confirmPerClient, `${caller.tenantId}:${caller.ip}`, checkedAt);
  const live = await findLiveToken(
    db,
    secret,
    caller.tenantId,
    request.token,
    checkedAt,
    'reset_password',
  );
  const user = live && (await findUserById(db, caller.tenantId, live.user_id));
  if (!user || user.deleted_at) throw invalidOrExpiredLink();
  requireStrongPassword(request.new_password, user.email, 'new_password');
  const passwordHash = await hashPassword(request.new_password);
  return db.transaction(async (tx) => {
    const now = clock.now();
    const used = await consumeToken(tx, secret, caller.tenantId, request.token, now, [
      'reset_password',
    ]);
    if (!used) throw invalidOrExpiredLink();
    await setPasswordHash(tx, user.id, passwordHash, now);
    // Following the link proved the address, as a sign-in link does; every session ends
    // anyway, the ones opened before the address was proven with them.
    await proveAddress(tx, user.id, now, true);
    await signOutEverywhere(tx, user.id, now);
    await enqueueEmail(
      tx,
      {
        tenantId: caller.tenantId,
        to: user.email,
        ...renderEmail(user.locale, { kind: 'password_reset_done' }),
      },
      now,
    );
    if (caller.sessionToken) await deleteSession(tx, secret, caller.sessionToken);
    return createSession(tx, secret, caller.tenantId, user.id, now, caller.userAgent);
  });
}
