import type { Queryable } from '../../db/database';

/**
 * Forgets an erased account's wallet (decision 0043): the gateway tokens Burrow could
 * charge, card brands, last digits, expiries and PayPal payer addresses.
 */
export async function erasePaymentMethods(
  tx: Queryable,
  tenantId: string,
  userId: string,
): Promise<void> {
  await tx.query(`DELETE FROM payment_methods WHERE tenant_id = $1 AND user_id = $2`, [
    tenantId,
    userId,
  ]);
}
