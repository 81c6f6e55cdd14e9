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

/**
 * A fixed-window counter kept in the database, so every app server shares the same count.
 * Throws a 429 AppError with Retry-After when the key is over its limit.
 */
export async function enforceRateLimit(
  db: Queryable,
  rule: RateLimitRule,
  key: string,
  now: Date,
): Promise<void> {
  const window = windowOf(rule, now);
  const [row] = await db.query<{ hits: number }>(
    `INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
     RETURNING hits`,
    [`${rule.name}:${key}`, window.start],
  );
  if (Number(row?.hits ?? 0) > rule.limit) throw rateLimited(window.retryAfter);
}

/**
 * The same 429 when the key has used up its window, without counting this call: for a
 * limit that counts only failures (a wrong guess, counted with enforceRateLimit after it
 * is judged). Checked before judging, so a client over its limit learns nothing from a
 * right guess either.
 */
export async function refuseWhenRateLimited(
  db: Queryable,
  rule: RateLimitRule,
  key: string,
  now: Date,
): Promise<void> {
  const window = windowOf(rule, now);
  const [row] = await db.query<{ hits: number }>(
    `SELECT hits FROM rate_limit_hits WHERE bucket = $1 AND window_start = $2`,
    [`${rule.name}:${key}`, window.start],
  );
  if (Number(row?.hits ?? 0) >= rule.limit) throw rateLimited(window.retryAfter);
}

/** Old windows are useless; the housekeeping job drops them. */
export async function pruneRateLimits(db: Queryable, now: Date): Promise<void> {
  await db.query(`DELETE FROM rate_limit_hits WHERE window_start < $1`, [
    new Date(now.getTime() - 86_400_000),
  ]);
}
