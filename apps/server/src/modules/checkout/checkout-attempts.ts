import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';

/** An attempt still in progress after this long is taken to have crashed, and may be resumed. */
export const STALE_ATTEMPT_MS = 60_000;

export type AttemptClaim =
  | { kind: 'claimed' }
  | { kind: 'done'; httpStatus: number; response: unknown }
  | { kind: 'in_progress' }
  | { kind: 'different_request' };

/** A stable fingerprint of a request body: same fields and values → same hash, whatever the key order. */
export function requestFingerprint(body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, canonical(v)]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

/**
 * Claims `checkoutAttemptId` for this request. The insert is the lock: of concurrent
 * identical requests exactly one claims it; the others learn it is in progress or done.
 */
export async function claimAttempt(
  db: Queryable,
  tenantId: string,
  attemptId: string,
  fingerprint: string,
  now: Date,
): Promise<AttemptClaim> {
  const inserted = await db.query(
    `INSERT INTO checkout_attempts (tenant_id, id, request_hash, status, created_at, updated_at)
     VALUES ($1, $2, $3, 'in_progress', $4, $4) ON CONFLICT (tenant_id, id) DO NOTHING RETURNING id`,
    [tenantId, attemptId, fingerprint, now],
  );
  if (inserted.length === 1) return { kind: 'claimed' };
  const existing = await queryOne<{
    request_hash: string;
    status: string;
    http_status: number | null;
    response: unknown;
  }>(
    db,
    `SELECT request_hash, status, http_status, response FROM checkout_attempts WHERE tenant_id = $1 AND id = $2`,
    [tenantId, attemptId],
  );
  if (!existing) return { kind: 'in_progress' };
  if (existing.request_hash !== fingerprint) return { kind: 'different_request' };
  if (existing.status !== 'in_progress') {
    return { kind: 'done', httpStatus: existing.http_status ?? 200, response: existing.response };
  }
  // A crash between the gateway capture and our commit leaves the attempt in progress; after
  // a while the same request may resume it, and the gateway's idempotency prevents a second charge.
  const resumed = await db.query(
    `UPDATE checkout_attempts SET updated_at = $3
      WHERE tenant_id = $1 AND id = $2 AND status = 'in_progress' AND updated_at < $4 RETURNING id`,
    [tenantId, attemptId, now, new Date(now.getTime() - STALE_ATTEMPT_MS)],
  );
  return resumed.length === 1 ? { kind: 'claimed' } : { kind: 'in_progress' };
}

export async function finishAttempt(
  db: Queryable,
  tenantId: string,
  attemptId: string,
  outcome: {
    status: 'succeeded' | 'failed';
    httpStatus: number;
    response: unknown;
    userId?: string;
    subscriptionId?: string;
    paymentIntentId: string;
  },
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE checkout_attempts SET status = $3, http_status = $4, response = $5, user_id = $6, subscription_id = $7,
       payment_intent_id = $8, updated_at = $9
     WHERE tenant_id = $1 AND id = $2`,
    [
      tenantId,
      attemptId,
      outcome.status,
      outcome.httpStatus,
      JSON.stringify(outcome.response),
      outcome.userId ?? null,
      outcome.subscriptionId ?? null,
      outcome.paymentIntentId,
      now,
    ],
  );
}

/** Lets a request that failed before anything was charged be sent again with the same id. */
export async function releaseAttempt(
  db: Queryable,
  tenantId: string,
  attemptId: string,
): Promise<void> {
  await db.query(
    `DELETE FROM checkout_attempts WHERE tenant_id = $1 AND id = $2 AND status = 'in_progress'`,
    [tenantId, attemptId],
  );
}
