import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import type { ServerInstance } from '../../platform/server-instance';

/** An attempt still in progress after this long is taken to have crashed, and may be resumed. */
export const STALE_ATTEMPT_MS = 60_000;

export type AttemptClaim =
  | { kind: 'claimed' }
  | { kind: 'done'; httpStatus: number; response: unknown }
  | { kind: 'in_progress' }
  | { kind: 'different_request' };

/**
 * A stable fingerprint of a request body: same fields and values → same hash, whatever the
 * key order. Iterative, and nesting is bounded by the contract anyway: a body may be deep.
 */
export function requestFingerprint(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/**
 * The fingerprint of the purchase a checkout asks for: its body without the attempt id, so
 * every attempt of one purchase (the retry policy sends a new id each time) has the same.
 */
export function purchaseFingerprint(body: { checkoutAttemptId: string }): string {
  return requestFingerprint({ ...body, checkoutAttemptId: undefined });
}

/** JSON with object keys sorted and undefined members left out, built without recursion. */
function canonicalJson(root: unknown): string {
  const out: string[] = [];
  // Each entry is a value to write, or a piece of punctuation already decided.
  const stack: ({ value: unknown } | { text: string })[] = [{ value: root }];
  while (stack.length > 0) {
    const next = stack.pop() as { value: unknown } | { text: string };
    if ('text' in next) {
      out.push(next.text);
      continue;
    }
    const { value } = next;
    if (Array.isArray(value)) {
      const parts: ({ value: unknown } | { text: string })[] = [{ text: '[' }];
      value.forEach((item, i) => {
        if (i > 0) parts.push({ text: ',' });
        parts.push({ value: item === undefined ? null : item });
      });
      parts.push({ text: ']' });
      for (let i = parts.length - 1; i >= 0; i -= 1) stack.push(parts[i] as (typeof parts)[number]);
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => a.localeCompare(b));
      const parts: ({ value: unknown } | { text: string })[] = [{ text: '{' }];
      entries.forEach(([key, child], i) => {
        parts.push({ text: `${i > 0 ? ',' : ''}${JSON.stringify(key)}:` });
        parts.push({ value: child });
      });
      parts.push({ text: '}' });
      for (let i = parts.length - 1; i >= 0; i -= 1) stack.push(parts[i] as (typeof parts)[number]);
    } else {
      out.push(JSON.stringify(value) ?? 'null');
    }
  }
  return out.join('');
}

/**
 * Claims `checkoutAttemptId` for this request. The insert is the lock: of concurrent
 * identical requests exactly one claims it; the others learn it is in progress or done. A
 * claim names the server process that took it; one whose process is gone (a crash, a
 * `kill -9`) is taken over at once, any other once it is stale.
 */
export async function claimAttempt(
  db: Queryable,
  instance: ServerInstance,
  tenantId: string,
  attemptId: string,
  fingerprint: string,
  now: Date,
): Promise<AttemptClaim> {
  const inserted = await db.query(
    `INSERT INTO checkout_attempts (tenant_id, id, request_hash, status, holder, created_at, updated_at)
     VALUES ($1, $2, $3, 'in_progress', $4, $5, $5) ON CONFLICT (tenant_id, id) DO NOTHING RETURNING id`,
    [tenantId, attemptId, fingerprint, instance.id, now],
  );
  if (inserted.length === 1) return { kind: 'claimed' };
  const existing = await queryOne<{
    request_hash: string;
    status: string;
    http_status: number | null;
    response: unknown;
    holder: string | null;
    updated_at: Date;
  }>(
    db,
    `SELECT request_hash, status, http_status, response, holder, updated_at
       FROM checkout_attempts WHERE tenant_id = $1 AND id = $2`,
    [tenantId, attemptId],
  );
  if (!existing) return { kind: 'in_progress' };
  if (existing.request_hash !== fingerprint) return { kind: 'different_request' };
  if (existing.status !== 'in_progress') {
    return { kind: 'done', httpStatus: existing.http_status ?? 200, response: existing.response };
  }
  // A crash between the gateway capture and our commit leaves the attempt in progress: the
  // same request resumes it at once if its process is gone, else once it is stale. The
  // capture is keyed by the intent, so resuming never charges twice.
  const stale = existing.updated_at.getTime() < now.getTime() - STALE_ATTEMPT_MS;
  if (!stale && !(await instance.isGone(existing.holder))) return { kind: 'in_progress' };
  const resumed = await db.query(
    `UPDATE checkout_attempts SET updated_at = $3, holder = $4
      WHERE tenant_id = $1 AND id = $2 AND status = 'in_progress'
        AND holder IS NOT DISTINCT FROM $5 AND updated_at = $6 RETURNING id`,
    [tenantId, attemptId, now, instance.id, existing.holder, existing.updated_at],
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
