import type { Queryable } from '../../db/database';

/** Forgets an erased account's expert programme application and its words (decision 0043). */
export async function eraseExpertProgramApplication(
  tx: Queryable,
  tenantId: string,
  userId: string,
): Promise<void> {
  await tx.query(`DELETE FROM expert_program_applications WHERE tenant_id = $1 AND user_id = $2`, [
    tenantId,
    userId,
  ]);
}
