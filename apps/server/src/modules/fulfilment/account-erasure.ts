import type { Queryable } from '../../db/database';

/**
 * Forgets an erased account's fulfilment requests (decision 0043): a completed one holds the
 * customer's dedicated IP address or eSIM profile. The back office keeps its own records.
 * Runs after the account's subscriptions are closed, so none is fulfilled meanwhile.
 */
export async function eraseFulfilmentRequests(
  tx: Queryable,
  tenantId: string,
  userId: string,
): Promise<void> {
  await tx.query(`DELETE FROM fulfilment_requests WHERE tenant_id = $1 AND user_id = $2`, [
    tenantId,
    userId,
  ]);
}
