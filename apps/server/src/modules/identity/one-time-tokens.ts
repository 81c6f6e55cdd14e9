import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { generateToken, hashToken } from '../../platform/secrets';

export type TokenPurpose = 'sign_in' | 'verify_signup';

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  sign_in: 10 * 60_000,
  verify_signup: 24 * 60 * 60_000,
};

export async function issueToken(
  db: Queryable,
  secret: string,
  tenantId: string,
  userId: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<string> {
  const token = generateToken();
  await db.query(
    `INSERT INTO one_time_tokens (token_hash, tenant_id, user_id, purpose, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      hashToken(secret, token),
      tenantId,
      userId,
      purpose,
      now,
      new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
    ],
  );
  return token;
}

/**
 * Uses a token once: the UPDATE marks it used only if it is still unused and unexpired, so
 * two concurrent clicks cannot both succeed.
 */
export function consumeToken(
  db: Queryable,
  secret: string,
  tenantId: string,
  token: string,
  now: Date,
): Promise<{ user_id: string; purpose: TokenPurpose } | undefined> {
  return queryOne(
    db,
    `UPDATE one_time_tokens SET used_at = $3
     WHERE token_hash = $1 AND tenant_id = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING user_id, purpose`,
    [hashToken(secret, token), tenantId, now],
  );
}
