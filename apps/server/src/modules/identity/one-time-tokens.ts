import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { AppError } from '../../platform/errors';
import { generateToken, hashToken } from '../../platform/secrets';

export type TokenPurpose = 'sign_in' | 'verify_signup' | 'change_email' | 'reset_password';

/** The links that start a session: an email-change link never signs anyone in. */
export const SIGN_IN_PURPOSES: readonly TokenPurpose[] = ['sign_in', 'verify_signup'];

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  sign_in: 10 * 60_000,
  verify_signup: 24 * 60 * 60_000,
  change_email: 24 * 60 * 60_000,
  // Long enough to find the email and think of a password; short, since it sets one.
  reset_password: 60 * 60_000,
};

/** The one answer to a token that is unknown, spent, expired or for another purpose. */
export const invalidOrExpiredLink = () =>
  new AppError(
    403,
    'invalid_or_expired_link',
    'This link has expired or was already used. Ask for a new one.',
  );

/**
 * Stores a new single-use token for a user and answers it. With no user (an address
 * without an account) the same statement runs and stores nothing, so asking for a link
 * costs the same whether or not the address has an account (decision 0071).
 */
export async function issueToken(
  db: Queryable,
  secret: string,
  tenantId: string,
  userId: string | null,
  purpose: TokenPurpose,
  now: Date,
  /** The address an email-change link confirms. */
  newEmail: string | null = null,
): Promise<string> {
  const token = generateToken();
  await db.query(
    `INSERT INTO one_time_tokens (token_hash, tenant_id, user_id, purpose, created_at, expires_at, new_email)
     SELECT $1::text, $2::text, $3::uuid, $4::text, $5::timestamptz, $6::timestamptz, $7::text
     WHERE $3::uuid IS NOT NULL`,
    [
      hashToken(secret, token),
      tenantId,
      userId,
      purpose,
      now,
      new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
      newEmail,
    ],
  );
  return token;
}

/**
 * Uses a token once: the UPDATE marks it used only if it is still unused, unexpired and
 * for one of `purposes`, so two concurrent clicks cannot both succeed and a link made for
 * one thing cannot be spent on another.
 */
export function consumeToken(
  db: Queryable,
  secret: string,
  tenantId: string,
  token: string,
  now: Date,
  purposes: readonly TokenPurpose[],
): Promise<{ user_id: string; purpose: TokenPurpose; new_email: string | null } | undefined> {
  return queryOne(
    db,
    `UPDATE one_time_tokens SET used_at = $3
     WHERE token_hash = $1 AND tenant_id = $2 AND used_at IS NULL AND expires_at > $3
       AND purpose = ANY($4::text[])
     RETURNING user_id, purpose, new_email`,
    [hashToken(secret, token), tenantId, now, purposes],
  );
}

/**
 * The account a live token of `purpose` belongs to, without spending it: a reset link is
 * checked before the new password is judged, and spent only when the password is accepted.
 */
export function findLiveToken(
  db: Queryable,
  secret: string,
  tenantId: string,
  token: string,
  now: Date,
  purpose: TokenPurpose,
): Promise<{ user_id: string } | undefined> {
  return queryOne(
    db,
    `SELECT user_id FROM one_time_tokens
     WHERE token_hash = $1 AND tenant_id = $2 AND used_at IS NULL AND expires_at > $3
       AND purpose = $4`,
    [hashToken(secret, token), tenantId, now, purpose],
  );
}

/** Retires a user's unused links of one purpose (none for no user): only the newest works. */
export async function retireTokens(
  db: Queryable,
  userId: string | null,
  purpose: TokenPurpose,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE one_time_tokens SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
    [userId, purpose, now],
  );
}

/** Every address the user has asked to move to: erasure forgets the emails sent there too. */
export async function requestedNewEmails(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ new_email: string }>(
    `SELECT DISTINCT new_email FROM one_time_tokens WHERE user_id = $1 AND new_email IS NOT NULL`,
    [userId],
  );
  return rows.map((row) => row.new_email);
}
