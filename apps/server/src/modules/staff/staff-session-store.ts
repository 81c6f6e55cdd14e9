import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { generateToken, hashToken } from '../../platform/secrets';

/**
 * Staff sessions are short (decision 0114): a console left open at a desk ends after half
 * an hour unused, and every session after a working day, however busy.
 */
export const STAFF_SESSION_IDLE_TIMEOUT_MS = 30 * 60_000;
export const STAFF_SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 3_600_000;
// A write per request would turn every read into a write; a minute keeps the idle clock fair.
const TOUCH_INTERVAL_MS = 60_000;

export interface StaffSessionRow {
  id_hash: string;
  staff_id: string;
  last_seen_at: Date;
  absolute_expires_at: Date;
}

export async function createStaffSession(
  db: Queryable,
  secret: string,
  staffId: string,
  now: Date,
  userAgent: string | undefined,
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_ABSOLUTE_TIMEOUT_MS);
  await db.query(
    `INSERT INTO staff_sessions (id_hash, staff_id, created_at, last_seen_at, absolute_expires_at, user_agent)
     VALUES ($1, $2, $3, $3, $4, $5)`,
    [hashToken(secret, token), staffId, now, expiresAt, userAgent?.slice(0, 300) ?? null],
  );
  return { token, expiresAt };
}

/**
 * The live session behind a cookie token, of an account not disabled, refreshed when due;
 * undefined when gone, expired or disabled (an expired one is deleted on the way).
 */
export async function resolveStaffSession(
  db: Queryable,
  secret: string,
  token: string,
  now: Date,
): Promise<StaffSessionRow | undefined> {
  const idHash = hashToken(secret, token);
  const session = await queryOne<StaffSessionRow & { disabled_at: Date | null }>(
    db,
    `SELECT s.id_hash, s.staff_id, s.last_seen_at, s.absolute_expires_at, a.disabled_at
     FROM staff_sessions s JOIN staff_accounts a ON a.id = s.staff_id
     WHERE s.id_hash = $1`,
    [idHash],
  );
  if (!session) return undefined;
  const idle = now.getTime() - session.last_seen_at.getTime();
  if (
    session.disabled_at !== null ||
    idle > STAFF_SESSION_IDLE_TIMEOUT_MS ||
    now >= session.absolute_expires_at
  ) {
    await db.query('DELETE FROM staff_sessions WHERE id_hash = $1', [idHash]);
    return undefined;
  }
  if (idle > TOUCH_INTERVAL_MS) {
    await db.query('UPDATE staff_sessions SET last_seen_at = $2 WHERE id_hash = $1', [idHash, now]);
  }
  const { disabled_at: _disabled, ...row } = session;
  return row;
}

export async function deleteStaffSession(
  db: Queryable,
  secret: string,
  token: string,
): Promise<void> {
  await db.query('DELETE FROM staff_sessions WHERE id_hash = $1', [hashToken(secret, token)]);
}

export async function deleteSessionsOfStaff(db: Queryable, staffId: string): Promise<void> {
  await db.query('DELETE FROM staff_sessions WHERE staff_id = $1', [staffId]);
}

export async function pruneExpiredStaffSessions(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM staff_sessions WHERE absolute_expires_at < $1 OR last_seen_at < $2', [
    now,
    new Date(now.getTime() - STAFF_SESSION_IDLE_TIMEOUT_MS),
  ]);
}
