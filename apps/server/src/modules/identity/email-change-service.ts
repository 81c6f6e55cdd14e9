import type { EmailConfirmResponse, EmailUpdateResponse } from '@burrow/contract/account-settings';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/errors';
import { enforceRateLimit, type RateLimitRule } from '../../platform/rate-limiter';
import { renderEmail } from '../notifications/emails';
import { enqueueEmail } from '../notifications/outbox';
import { callerAccount, confirmAccountOwner, type AccountCaller } from './account-owner';
import { emailLink } from './identity-service';
import { linkEmail } from './link-emails';
import { consumeToken, findLiveToken, invalidOrExpiredLink, retireTokens } from './one-time-tokens';
import { signOutEverywhere } from './session-store';
import { changeUserEmail, findUserByEmail, findUserById } from './user-repository';

const LIMITS = {
  // Each request emails two addresses and answers whether the new one is taken.
  requestsPerAccount: { name: 'email-change:account', limit: 5, windowSeconds: 3600 },
  confirmationsPerClient: { name: 'email-confirm:client', limit: 30, windowSeconds: 900 },
} satisfies Record<string, RateLimitRule>;

/** Where the confirmation link lands: a page that sends its code with a POST. */
export function confirmEmailPath(code: string): string {
  return `/account-billing/confirm-email?code=${encodeURIComponent(code)}`;
}

const emailTaken = () =>
  new AppError(409, 'email_taken', 'Another account already uses this email address.', {
    fields: { new_email: 'Another account already uses this email address.' },
  });

/**
 * Starts a change of the caller's email (decision 0042): with their password (or a recent
 * link sign-in) and their current address, it emails a single-use link to the new address
 * and a notice to the current one. Nothing changes until the link is followed; a newer
 * request retires the older link.
 */
export async function requestEmailChange(
  ctx: AppContext,
  caller: AccountCaller,
  request: { old_email: string; new_email: string; password: string },
): Promise<EmailUpdateResponse> {
  const user = await callerAccount(ctx, caller);
  await enforceRateLimit(
    ctx.db,
    LIMITS.requestsPerAccount,
    `${caller.tenantId}:${user.id}`,
    ctx.clock.now(),
  );
  await confirmAccountOwner(ctx, caller, user, request.password, 'password');
  if (request.old_email !== user.email) {
    throw new AppError(403, 'email_mismatch', 'This is not the current email of your account.', {
      fields: { old_email: 'This is not the current email of your account.' },
    });
  }
  // Said plainly, but only to the owner of another account who proved it just now, a few
  // times an hour: decision 0042.
  if (await findUserByEmail(ctx.db, caller.tenantId, request.new_email)) throw emailTaken();
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await retireTokens(tx, user.id, 'change_email', now);
    await emailLink(
      tx,
      ctx,
      caller,
      {
        userId: user.id,
        to: request.new_email,
        purpose: 'change_email',
        template: linkEmail(user.locale, 'confirm_email_change'),
        landing: confirmEmailPath,
        newEmail: request.new_email,
      },
      now,
    );
    await enqueueEmail(
      tx,
      {
        tenantId: caller.tenantId,
        to: user.email,
        ...renderEmail(user.locale, {
          kind: 'email_change_requested',
          newEmail: request.new_email,
        }),
      },
      now,
    );
  });
  return { status: 'confirmation_sent', new_email: request.new_email };
}

/**
 * Follows a confirmation link, signed in as the account that asked (decision 0071): the
 * code proves the new address receives mail, the session proves who asked, so a code read
 * off a screen, a log or a forwarded email is worth nothing alone. A signed-out browser is
 * sent to sign in and comes back to the link. The code is spent once and moves the account
 * to the new address; every other session and every sign-in and reset link (they went to
 * the old address) end, the confirming session stays. The old address is told.
 */
export async function confirmEmailChange(
  ctx: AppContext,
  caller: AccountCaller,
  code: string,
): Promise<EmailConfirmResponse> {
  await enforceRateLimit(
    ctx.db,
    LIMITS.confirmationsPerClient,
    `${caller.tenantId}:${caller.ip}`,
    ctx.clock.now(),
  );
  const { db, config, clock } = ctx;
  const secret = config.sessionSecret;
  // Checked before it is spent: another account's session must not burn the owner's code.
  const live = await findLiveToken(db, secret, caller.tenantId, code, clock.now(), 'change_email');
  if (live?.user_id !== caller.userId) throw invalidOrExpiredLink();
  return db.transaction(async (tx) => {
    const now = clock.now();
    const used = await consumeToken(tx, secret, caller.tenantId, code, now, ['change_email']);
    const user = used && (await findUserById(tx, caller.tenantId, used.user_id));
    if (!used?.new_email || !user || user.deleted_at || user.id !== caller.userId) {
      throw invalidOrExpiredLink();
    }
    if (!(await changeUserEmail(tx, user.id, used.new_email, now))) throw emailTaken();
    await signOutEverywhere(tx, user.id, now, { secret, token: caller.sessionToken });
    await enqueueEmail(
      tx,
      {
        tenantId: caller.tenantId,
        to: user.email,
        ...renderEmail(user.locale, { kind: 'email_changed', newEmail: used.new_email }),
      },
      now,
    );
    return { email: used.new_email };
  });
}
