import type { Queryable } from '../db/database';
import { rateLimited } from './errors';

export interface RateLimitRule {
  /** What is limited, e.g. `login:email`. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** The fixed window `now` falls in, and the seconds until it ends (for Retry-After). */
function windowOf(rule: RateLimitRule, now: Date): { start: Date; retryAfter: number } {
  const windowMs = rule.windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const retryAfter = Math.max(1, Math.ceil((start.getTime() + windowMs - now.getTime()) / 1000));
  return { start, retryAfter };
}

/** One slot taken in a window, which a limit that counts only failures hands back. */
export interface RateLimitClaim {
  bucket: string;
  windowStart: Date;
}

/**
 * Takes one of the key's slots in the current window, or throws a 429 AppError with
 * Retry-After when they are all taken. One conditional upsert both checks and counts, so
 * parallel requests cannot all read "under the limit" before any of them is counted: at
 * most `limit` calls per window ever get past, however many arrive at once (decision 0070).
 * The counter in the database is shared by every app server.
 */
export async function claimRateLimitSlot(
  db: Queryable,
  rule: RateLimitRule,
  key: string,
  now: Date,
): Promise<RateLimitClaim> {
  const window = windowOf(rule, now);
  const bucket = `${rule.name}:${key}`;
  // ON CONFLICT DO UPDATE locks the row and judges its WHERE on the newest committed count;
  // no row back means the window is full.
  const rows = await db.query<{ hits: number }>(
    `INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
       WHERE rate_limit_hits.hits < $3
     RETURNING hits`,
    [bucket, window.start, rule.limit],
  );
  if (rows.length === 0) throw rateLimited(window.retryAfter);
  return { bucket, windowStart: window.start };
}

/** Counts a call against the key's limit (every call counts); 429 once the window is full. */
export async function enforceRateLimit(
  db: Queryable,
  rule: RateLimitRule,
  key: string,
  now: Date,
): Promise<void> {
  await claimRateLimitSlot(db, rule, key, now);
}

/**
 * Takes a slot of every rule, in order, before an attempt is judged; when one is full the
 * slots already taken are handed back and the 429 is thrown. For limits that count only
 * failures: the caller releases the claims when the attempt turns out right.
 */
export async function claimRateLimitSlots(
  db: Queryable,
  rules: readonly (readonly [RateLimitRule, string])[],
  now: Date,
): Promise<RateLimitClaim[]> {
  const claims: RateLimitClaim[] = [];
  try {
    for (const [rule, key] of rules) claims.push(await claimRateLimitSlot(db, rule, key, now));
  } catch (error) {
    await releaseRateLimitSlots(db, claims);
    throw error;
  }
  return claims;
}

/** Hands slots back (a right password, a code that applied): only failures use a limit up. */
export async function releaseRateLimitSlots(
  db: Queryable,
  claims: readonly RateLimitClaim[],
): Promise<void> {
  for (const claim of claims)
    await db.query(
      `UPDATE rate_limit_hits SET hits = hits - 1
       WHERE bucket = $1 AND window_start = $2 AND hits > 0`,
      [claim.bucket, claim.windowStart],
    );
}

/** Old windows are useless; the housekeeping job drops them. */
export async function pruneRateLimits(db: Queryable, now: Date): Promise<void> {
  await db.query(`DELETE FROM rate_limit_hits WHERE window_start < $1`, [
    new Date(now.getTime() - 86_400_000),
  ]);
}
