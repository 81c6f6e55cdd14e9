import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@burrow/contract/webhook-endpoints';
import type { Queryable } from '../../db/database';

export type WebhookPayload = Record<string, unknown>;

/**
 * Queues an event in the caller's transaction (the transactional outbox): a message exists
 * if and only if the change that caused it commits. The message gets its `webhook-id` now,
 * and one delivery for each endpoint of the storefront that takes this type, so an endpoint
 * added later does not receive history. A disabled endpoint's deliveries wait: they are sent
 * when it is enabled again.
 */
export async function enqueueWebhookEvent(
  tx: Queryable,
  tenantId: string,
  type: WebhookEventType,
  data: WebhookPayload,
  now: Date,
): Promise<string> {
  // A dashed uuid: no long run of digits, which a card-number scan would flag by chance.
  const id = `msg_${randomUUID()}`;
  const body = JSON.stringify({ type, timestamp: now.toISOString(), data });
  await tx.query(
    `WITH message AS (
       INSERT INTO webhook_messages (id, tenant_id, event_type, body, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id
     )
     INSERT INTO webhook_deliveries (tenant_id, message_id, endpoint_id, status, next_attempt_at, created_at)
     SELECT $2, (SELECT id FROM message), e.id, 'pending', $5, $5
       FROM webhook_endpoints e
      WHERE e.tenant_id = $2
        AND (cardinality(e.event_types) = 0 OR $3 = ANY (e.event_types))`,
    [id, tenantId, type, body, now],
  );
  return id;
}
