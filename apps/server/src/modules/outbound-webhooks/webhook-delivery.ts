import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { Database, Queryable } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { forEachConcurrently } from '../../platform/for-each-concurrently';
import { renderEmail } from '../notifications/emails';
import { enqueueEmail } from '../notifications/outbox';

/** Longer than any delivery takes (its timeout); an expired lease means its worker died. */
export const WEBHOOK_LEASE_MS = 2 * 60_000;
const REQUEST_TIMEOUT_MS = 15_000;
const BATCH_SIZE = 20;
const CONCURRENT_REQUESTS = 4;
const SNIPPET_LENGTH = 500;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/**
 * The wait after each failed attempt: the Standard Webhooks specification's suggested
 * schedule, its ten-hour step repeated until about three days have passed (77.6 hours).
 * When the last retry fails, the delivery has failed.
 */
export const RETRY_DELAYS_MS: readonly number[] = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  ...Array.from({ length: 7 }, () => 10 * HOUR),
];
/** An endpoint with no successful delivery for this long, while one of its deliveries fails for good, is disabled. */
export const PERSISTENT_FAILURE_MS = 3 * 24 * HOUR;

export interface ClaimedDelivery {
  id: string;
  tenant_id: string;
  message_id: string;
  body: string;
  endpoint_id: string;
  url: string;
  secret: string;
  attempts: number;
  claim: string;
}

export interface AttemptOutcome {
  statusCode: number | null;
  responseSnippet: string;
  error: string | null;
}

/**
 * Claims up to `limit` deliveries due at `now` for enabled endpoints. The inner SELECT locks
 * with SKIP LOCKED and the lease is committed at once, so several servers split the work and
 * no lock is held while an endpoint is called; a lease that runs out is a dead worker's, and
 * its delivery is claimed again.
 */
export async function claimDueDeliveries(
  db: Queryable,
  now: Date,
  limit = BATCH_SIZE,
): Promise<ClaimedDelivery[]> {
  return db.query<ClaimedDelivery>(
    `UPDATE webhook_deliveries d SET claim = $1, claimed_until = $2
       FROM (
         SELECT wd.id FROM webhook_deliveries wd
           JOIN webhook_endpoints e ON e.id = wd.endpoint_id AND e.enabled
          WHERE wd.status = 'pending' AND wd.next_attempt_at <= $3
            AND (wd.claimed_until IS NULL OR wd.claimed_until < $3)
          ORDER BY wd.next_attempt_at, wd.id
          LIMIT $4
          FOR UPDATE OF wd SKIP LOCKED
       ) due, webhook_messages m, webhook_endpoints e
      WHERE d.id = due.id AND m.id = d.message_id AND e.id = d.endpoint_id
      RETURNING d.id, d.tenant_id, d.message_id, m.body, d.endpoint_id, e.url, e.secret, d.attempts, d.claim`,
    [randomUUID(), new Date(now.getTime() + WEBHOOK_LEASE_MS), now, limit],
  );
}

/**
 * Posts one delivery, signed with the endpoint's secret: `webhook-id` is the message's id on
 * every attempt, so a receiver drops a duplicate; `webhook-timestamp` is when it is sent.
 */
export async function sendDelivery(delivery: ClaimedDelivery, now: Date): Promise<AttemptOutcome> {
  const timestamp = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const signature = new Webhook(delivery.secret).sign(
    delivery.message_id,
    timestamp,
    delivery.body,
  );
  try {
    const response = await fetch(delivery.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Burrow-Webhooks/1',
        'webhook-id': delivery.message_id,
        'webhook-timestamp': String(timestamp.getTime() / 1000),
        'webhook-signature': signature,
      },
      body: delivery.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text().catch(() => '');
    return {
      statusCode: response.status,
      responseSnippet: text.slice(0, SNIPPET_LENGTH),
      error: null,
    };
  } catch (error) {
    return { statusCode: null, responseSnippet: '', error: String(error).slice(0, SNIPPET_LENGTH) };
  }
}

const succeeded = (outcome: AttemptOutcome) =>
  outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;

/**
 * Logs an attempt and moves the delivery on, only while this worker still holds its lease:
 * delivered, due again after its back-off, or failed after the last retry — and then, when
 * the endpoint has not taken a delivery for three days, the endpoint is disabled and the
 * storefront's operator emailed, in the same transaction.
 */
export async function recordAttempt(
  db: Database,
  delivery: ClaimedDelivery,
  outcome: AttemptOutcome,
  attemptedAt: Date,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const attempts = delivery.attempts + 1;
    const ok = succeeded(outcome);
    const delay = RETRY_DELAYS_MS[attempts - 1];
    const status = ok ? 'delivered' : delay === undefined ? 'failed' : 'pending';
    const moved = await tx.query(
      `UPDATE webhook_deliveries SET status = $3, attempts = $4, next_attempt_at = $5,
         delivered_at = CASE WHEN $3 = 'delivered' THEN $6::timestamptz END, claim = NULL, claimed_until = NULL
       WHERE id = $1 AND claim = $2 RETURNING id`,
      [delivery.id, delivery.claim, status, attempts, new Date(now.getTime() + (delay ?? 0)), now],
    );
    // The lease ran out and another worker has it: its attempt is the one that counts.
    if (moved.length === 0) return;
    await tx.query(
      `INSERT INTO webhook_delivery_attempts (delivery_id, attempted_at, status_code, response_snippet, error)
       VALUES ($1, $2, $3, $4, $5)`,
      [delivery.id, attemptedAt, outcome.statusCode, outcome.responseSnippet, outcome.error],
    );
    if (status === 'failed') await disableIfPersistentlyFailing(tx, delivery, now);
  });
}

async function disableIfPersistentlyFailing(
  tx: Queryable,
  delivery: ClaimedDelivery,
  now: Date,
): Promise<void> {
  const [disabled] = await tx.query<{ url: string; support_email: string }>(
    `UPDATE webhook_endpoints e SET enabled = false, updated_at = $3,
       disabled_reason = 'no successful delivery for three days'
     WHERE e.id = $1 AND e.enabled
       AND NOT EXISTS (SELECT 1 FROM webhook_delivery_attempts a
                        JOIN webhook_deliveries d ON d.id = a.delivery_id
                       WHERE d.endpoint_id = e.id AND a.attempted_at > $2
                         AND a.status_code BETWEEN 200 AND 299)
     RETURNING e.url, (SELECT t.support_email FROM tenants t WHERE t.id = e.tenant_id) AS support_email`,
    [delivery.endpoint_id, new Date(now.getTime() - PERSISTENT_FAILURE_MS), now],
  );
  if (!disabled || disabled.support_email === '') return;
  // The storefront's operator has no language of their own on record: English (decision 0092).
  await enqueueEmail(
    tx,
    {
      tenantId: delivery.tenant_id,
      to: disabled.support_email,
      ...renderEmail('en', {
        kind: 'webhook_endpoint_disabled',
        endpointUrl: disabled.url,
        endpointId: delivery.endpoint_id,
      }),
    },
    now,
  );
}

/**
 * One run of the delivery worker: claims what is due, sends it and records each attempt.
 * Answers how many deliveries it attempted.
 */
export async function deliverDueWebhooks(ctx: { db: Database; clock: Clock }): Promise<number> {
  const claimed = await claimDueDeliveries(ctx.db, ctx.clock.now());
  await forEachConcurrently(claimed, CONCURRENT_REQUESTS, async (delivery) => {
    const attemptedAt = ctx.clock.now();
    const outcome = await sendDelivery(delivery, attemptedAt);
    await recordAttempt(ctx.db, delivery, outcome, attemptedAt, ctx.clock.now());
  });
  return claimed.length;
}
