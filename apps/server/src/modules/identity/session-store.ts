import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { generateToken, hashToken } from '../../platform/secrets';
import { retireTokens, SIGN_IN_PURPOSES } from './one-time-tokens';

/** A session ends after this long without use… */
export const SESSION_IDLE_TIMEOUT_MS = 7 * 86_400_000;
/** …and this long after sign-in, however busy. */
export const SESSION_ABSOLUTE_TIMEOUT_MS = 30 * 86_400_000;
// Writing last_seen_at on every request would turn each read into a write.
const TOUCH_INTERVAL_MS = 5 * 60_000;

export interface SessionRow {
  id_hash: string;
  user_id: string;
  tenant_id: string;
  last_seen_at: Date;
  absolute_expires_at: Date;
}

export async function createSession(
  db: Queryable,
  secret: string,
  tenantId: string,
  userId: string,
  now: Date,
  userAgent: string | undefined,
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS);
  await db.query(
    `INSERT INTO sessions (id_hash, tenant_id, user_id, created_at, last_seen_at, absolute_expires_at, user_agent)
     VALUES ($1, $2, $3, $4, $4, $5, $6)`,
    [hashToken(secret, token), tenantId, userId, now, expiresAt, userAgent?.slice(0, 300) ?? null],
  );
  return { token, expiresAt };
}

/** The live session behind a cookie token, refreshed when due; undefined when gone or expired. */
export async function resolveSession(
  db: Queryable,
  secret: string,
  tenantId: string,
  token: string,
  now: Date,
): Promise<SessionRow | undefined> {
  const idHash = hashToken(secret, token);
  const session = await queryOne<SessionRow>(
    db,
    `SELECT id_hash, user_id, tenant_id, last_seen_at, absolute_expires_at FROM sessions
     WHERE id_hash = $1 AND tenant_id = $2`,
    [idHash, tenantId],
  );
  if (!session) return undefined;
  const idleExpired = now.getTime() - session.last_seen_at.getTime() > SESSION_IDLE_TIMEOUT_MS;
  if (idleExpired || now >= session.absolute_expires_at) {
    await db.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
    return undefined;
  }
  if (now.getTime() - session.last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
    await db.query('UPDATE sessions SET last_seen_at = $2 WHERE id_hash = $1', [idHash, now]);
  }
  return session;
}

export async function deleteSession(db: Queryable, secret: string, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id_hash = $1', [hashToken(secret, token)]);
}

/** Ends every session of a user, except optionally the one making the change. */
export async function deleteUserSessions(
  db: Queryable,
  userId: string,
  exceptIdHash?: string,
): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND id_hash IS DISTINCT FROM $2', [
    userId,
    exceptIdHash ?? null,
  ]);
}

/**
 * After a password is changed or reset, an address is proven for the first time or the
 * account moves to a new address: every session of the user ends (but the one making the
 * change, when given) and their unused sign-in and reset links are retired, since a new
 * password often follows a break-in and a new address means old links went elsewhere.
 */
export async function signOutEverywhere(
  db: Queryable,
  userId: string,
  now: Date,
  keep?: { secret: string; token: string | undefined },
): Promise<void> {
  await deleteUserSessions(
    db,
    userId,
    keep?.token ? hashToken(keep.secret, keep.token) : undefined,
  );
  for (const purpose of [...SIGN_IN_PURPOSES, 'reset_password'] as const)
    await retireTokens(db, userId, purpose, now);
}

export async function pruneExpiredSessions(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM sessions WHERE absolute_expires_at < $1 OR last_seen_at < $2', [
    now,
    new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS),
  ]);
}

/** When the session behind a cookie token began: a recent sign-in can stand in for a password. */
export async function sessionStartedAt(
  db: Queryable,
  secret: string,
  token: string,
): Promise<Date | undefined> {
  const row = await queryOne<{ created_at: Date }>(
    db,
    'SELECT created_at FROM sessions WHERE id_hash = $1',
    [hashToken(secret, token)],
  );
  return row?.created_at;
}
