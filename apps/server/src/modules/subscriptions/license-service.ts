import type { LicenseUpdateRequestSchema } from '@burrow/contract/licenses';
import type { Subscription } from '@burrow/contract/subscriptions';
import { krnId, makeKrn } from '@burrow/domain/krn';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { queryOne } from '../../db/database';
import { notFound } from '../../platform/errors';

type LicenseView = Subscription['licenses'][number];

/**
 * Assigns a seat to an email, frees it, or revokes it — only on a subscription of the
 * caller's; anyone else's seat is 404 like one that does not exist.
 */
export async function updateLicense(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  request: z.output<typeof LicenseUpdateRequestSchema>,
): Promise<LicenseView> {
  const id = krnId(request.license_krn);
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound('The licence');
  const next =
    request.action === 'assign'
      ? { state: 'active', email: request.email }
      : request.action === 'unassign'
        ? { state: 'unassigned', email: null }
        : { state: 'revoked', email: null };
  const row = await queryOne<{
    id: string;
    state: LicenseView['state'];
    assigned_email: string | null;
  }>(
    ctx.db,
    `UPDATE licenses l SET state = $4,
       assigned_email = CASE WHEN $4 = 'revoked' THEN l.assigned_email ELSE $5 END
       FROM subscriptions s
      WHERE l.id = $1 AND s.id = l.subscription_id AND s.tenant_id = $2 AND s.user_id = $3
      RETURNING l.id, l.state, l.assigned_email`,
    [id.toLowerCase(), tenantId, userId, next.state, next.email],
  );
  if (!row) throw notFound('The licence');
  return { krn: makeKrn('license', row.id), state: row.state, assigned_email: row.assigned_email };
}
