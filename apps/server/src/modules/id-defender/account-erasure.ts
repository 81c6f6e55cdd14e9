import type { Queryable } from '../../db/database';

/** Forgets which ID Defender services an erased account enrolled in (decision 0043). */
export async function eraseIdDefenderEnrolments(
  tx: Queryable,
  tenantId: string,
  userId: string,
): Promise<void> {
  await tx.query(`DELETE FROM id_defender_enrolments WHERE tenant_id = $1 AND user_id = $2`, [
    tenantId,
    userId,
  ]);
}
