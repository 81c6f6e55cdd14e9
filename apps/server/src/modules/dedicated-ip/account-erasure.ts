import type { Queryable } from '../../db/database';

/**
 * Frees the dedicated IP addresses of an erased account now (decision 0043): which address
 * a customer used is personal data, and the pool reclaims a cancelled add-on's address
 * only when its location is next assigned.
 */
export async function eraseDedicatedIps(
  tx: Queryable,
  tenantId: string,
  userId: string,
): Promise<void> {
  await tx.query(
    `DELETE FROM dedicated_ips d USING subscription_addons a, subscriptions s
      WHERE d.addon_id = a.id AND a.subscription_id = s.id AND s.tenant_id = $1 AND s.user_id = $2`,
    [tenantId, userId],
  );
}
