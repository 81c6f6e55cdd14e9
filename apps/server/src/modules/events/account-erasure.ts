import type { Queryable } from '../../db/database';

/** Forgets the first-party analytics events of an account being erased (decision 0043). */
export async function eraseAnalyticsEvents(
  tx: Queryable,
  tenantId: string,
  userId: string,
): Promise<void> {
  await tx.query(`DELETE FROM analytics_events WHERE tenant_id = $1 AND user_id = $2`, [
    tenantId,
    userId,
  ]);
}
