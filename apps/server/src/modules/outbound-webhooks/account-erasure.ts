import type { Queryable } from '../../db/database';
import { enqueueEntitlementsChanged } from './entitlement-snapshot';
import { enqueueWebhookEvent } from './webhook-events';

/**
 * An erased account's part of the webhooks (decision 0043): the one message that carried
 * its email address (`customer.created`) is forgotten with its deliveries, and the storefront
 * learns the account is gone — its entitlements snapshot, now empty, then `account.deleted`.
 */
export async function eraseWebhookTraces(
  tx: Queryable,
  tenantId: string,
  userId: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `DELETE FROM webhook_messages
      WHERE tenant_id = $1 AND event_type = 'customer.created'
        AND (body::jsonb -> 'data' ->> 'customer_id') = $2`,
    [tenantId, userId],
  );
  await enqueueEntitlementsChanged(tx, tenantId, userId, now);
  await enqueueWebhookEvent(tx, tenantId, 'account.deleted', { customer_id: userId }, now);
}
