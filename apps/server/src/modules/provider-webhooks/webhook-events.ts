import type { Database, Queryable } from '../../db/database';

export type WebhookProvider = 'stripe';

/** What a handler did with an event, kept with its id. */
export interface HandlerOutcome {
  /** `applied`, or why nothing was done (`ignored_*`, `already_*`). */
  outcome: string;
  /** The storefront it concerned, when Burrow's records named one. */
  tenantId: string | null;
}

export interface ReceivedEvent {
  provider: WebhookProvider;
  id: string;
  type: string;
  /** The provider's time of the event. */
  createdAt: Date;
}

/**
 * Applies an event's effects and stores its id in one transaction, so it is processed once:
 * the id goes in first, a replay (even one delivered concurrently, which waits on the key)
 * finds it and does nothing, and effects that fail roll the id back with them, so the
 * provider's retry processes it again. Answers whether this delivery was a replay.
 */
export async function processOnce(
  db: Database,
  event: ReceivedEvent,
  now: Date,
  apply: (tx: Queryable) => Promise<HandlerOutcome>,
): Promise<{ duplicate: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO provider_webhook_events (provider, event_id, type, created_at, received_at, processed_at, outcome)
       VALUES ($1, $2, $3, $4, $5, $5, 'processing')
       ON CONFLICT (provider, event_id) DO NOTHING RETURNING event_id`,
      [event.provider, event.id, event.type, event.createdAt, now],
    );
    if (inserted.length === 0) return { duplicate: true };
    const result = await apply(tx);
    await tx.query(
      `UPDATE provider_webhook_events SET outcome = $3, tenant_id = $4 WHERE provider = $1 AND event_id = $2`,
      [event.provider, event.id, result.outcome, result.tenantId],
    );
    return { duplicate: false };
  });
}
