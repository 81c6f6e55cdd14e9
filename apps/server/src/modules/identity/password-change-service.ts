import type { AppContext } from '../../app-context';
import { renderEmail } from '../notifications/emails';
import { enqueueEmail } from '../notifications/outbox';
import { callerAccount, confirmAccountOwner, type AccountCaller } from './account-owner';
import { requireStrongPassword } from './password-strength';
import { hashPassword } from './passwords';
import { createSession, signOutEverywhere } from './session-store';
import { setPasswordHash } from './user-repository';

/**
 * Changes the caller's password (decision 0042): the current one (or, for an account that
 * has none yet, a recent link sign-in) proves it is them; the domain's policy judges the
 * new one. Every session ends and unused sign-in and reset links are retired, since a
 * password change often follows a suspected break-in; the browser that made the change gets a
 * fresh session and stays signed in. The account's address is told.
 */
export async function changePassword(
  ctx: AppContext,
  caller: AccountCaller,
  request: { current_password: string; new_password: string },
): Promise<{ token: string; expiresAt: Date }> {
  const user = await callerAccount(ctx, caller);
  await confirmAccountOwner(ctx, caller, user, request.current_password, 'current_password');
  requireStrongPassword(request.new_password, user.email, 'new_password');
  const passwordHash = await hashPassword(request.new_password);
  const { db, config, clock } = ctx;
  return db.transaction(async (tx) => {
    const now = clock.now();
    await setPasswordHash(tx, user.id, passwordHash, now);
    await signOutEverywhere(tx, user.id, now);
    await enqueueEmail(
      tx,
      {
        tenantId: caller.tenantId,
        to: user.email,
        ...renderEmail(user.locale, { kind: 'password_changed' }),
      },
      now,
    );
    return createSession(tx, config.sessionSecret, caller.tenantId, user.id, now, caller.userAgent);
  });
}
