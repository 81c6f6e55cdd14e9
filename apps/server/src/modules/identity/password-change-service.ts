import type { AppContext } from '../../app-context';
import { renderEmail } from '../notifications/emails';
import { enqueueEmail } from '../notifications/outbox';
import { AppError } from '../../platform/errors';
import { callerAccount, confirmAccountOwner, type AccountCaller } from './account-owner';
import { emailAddressConfirmation } from './identity-service';
import { requireStrongPassword } from './password-strength';
import { hashPassword } from './passwords';
import { createSession, signOutEverywhere } from './session-store';
import { setPasswordHash, type UserRow } from './user-repository';

/**
 * Changes the caller's password (decision 0042): the current one (or, for an account that
 * has none yet, a recent link sign-in on a proven address) proves it is them; the domain's policy judges the
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
  if (!user.email_verified_at) await refuseUntilAddressProven(ctx, caller, user);
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

/**
 * An account whose address nobody has proven (made at a checkout or a gift-card redemption
 * with whatever address was typed) gets no password from its session alone (decision
 * 0071): otherwise whoever typed somebody else's address would hold that person's future
 * account with a password of their own. The address is emailed a confirmation link; it
 * signs in, ends the sessions opened before, and the password can be set from there.
 * The owner check before this bounds how many links one session can have sent.
 */
async function refuseUntilAddressProven(
  ctx: AppContext,
  caller: AccountCaller,
  user: UserRow,
): Promise<never> {
  await emailAddressConfirmation(ctx, caller, user);
  throw new AppError(
    403,
    'email_not_verified',
    'Confirm your email address first: we have sent you a link. Open it, then set your password.',
  );
}
