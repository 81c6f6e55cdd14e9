import type { ExpertProgram } from '@burrow/contract/expert-program';
import type { AppContext } from '../../app-context';
import { queryOne } from '../../db/database';
import { notFound } from '../../platform/errors';

/** While the operator's switch is off the programme does not exist: 404, as for any page. */
function requireProgram(ctx: AppContext): void {
  if (!ctx.config.navigationPolicy.expertProgramEnabled) throw notFound('The expert programme');
}

export async function expertProgramStatus(
  ctx: AppContext,
  tenantId: string,
  userId: string,
): Promise<ExpertProgram> {
  requireProgram(ctx);
  const row = await queryOne<{ applied_at: Date }>(
    ctx.db,
    `SELECT applied_at FROM expert_program_applications WHERE tenant_id = $1 AND user_id = $2`,
    [tenantId, userId],
  );
  return row
    ? { status: 'applied', applied_at: row.applied_at.toISOString() }
    : { status: 'not_applied', applied_at: null };
}

/** Applies to the programme; a second application keeps the first (and its date). */
export async function applyToExpertProgram(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  motivation: string,
): Promise<ExpertProgram> {
  requireProgram(ctx);
  await ctx.db.query(
    `INSERT INTO expert_program_applications (tenant_id, user_id, motivation, applied_at)
     VALUES ($1, $2, $3, $4) ON CONFLICT (tenant_id, user_id) DO NOTHING`,
    [tenantId, userId, motivation, ctx.clock.now()],
  );
  return expertProgramStatus(ctx, tenantId, userId);
}
