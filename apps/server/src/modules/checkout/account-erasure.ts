import type { Queryable } from '../../db/database';

/**
 * Forgets what checkout recorded about a customer being erased (decision 0043): their
 * checkout attempts (whose stored answers describe the purchase), the payment results
 * reported under their id, and failed sign-ups under their address. Invoices and the ledger
 * keep the money's trail.
 */
export async function eraseCheckoutRecords(
  tx: Queryable,
  tenantId: string,
  userId: string,
  email: string,
): Promise<void> {
  await tx.query(`DELETE FROM checkout_attempts WHERE tenant_id = $1 AND user_id = $2`, [
    tenantId,
    userId,
  ]);
  await tx.query(`DELETE FROM payment_results WHERE tenant_id = $1 AND uid = ANY($2::text[])`, [
    tenantId,
    [userId, `krn:user:${userId}`],
  ]);
  await tx.query(`DELETE FROM attempted_signups WHERE tenant_id = $1 AND email = $2`, [
    tenantId,
    email,
  ]);
}
