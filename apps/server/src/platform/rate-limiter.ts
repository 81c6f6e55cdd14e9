import type { Queryable } from '../db/database';
import { rateLimited } from './errors';

export interface RateLimitRule {
  /** What is limited, e.g. `login:email`. */
  name: string;
  limit: number;
  windowSeconds: number;
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
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db.query<{ hits: number }>(
    `INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
     RETURNING hits`,
    [`${rule.name}:${key}`, windowStart],
  );
  if ((row?.hits ?? 0) > rule.limit) {
    const retryAfter = Math.max(
      1,
      Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000),
    );
    throw rateLimited(retryAfter);
  }
}

/** Old windows are useless; the housekeeping job drops them. */
export async function pruneRateLimits(db: Queryable, now: Date): Promise<void> {
  await db.query(`DELETE FROM rate_limit_hits WHERE window_start < $1`, [
    new Date(now.getTime() - 86_400_000),
  ]);
}
