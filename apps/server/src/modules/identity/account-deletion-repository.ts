import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';

export interface DeletionRow {
  id: string;
  tenant_id: string;
  user_id: string;
  status: 'pending' | 'cancelled' | 'completed';
  requested_at: Date;
  completes_at: Date;
  stopped_renewals: string[];
}

const COLUMNS = 'id, tenant_id, user_id, status, requested_at, completes_at, stopped_renewals';

export function findPendingDeletion(db: Queryable, tenantId: string, userId: string) {
  return queryOne<DeletionRow>(
    db,
    `SELECT ${COLUMNS} FROM account_deletions
      WHERE tenant_id = $1 AND user_id = $2 AND status = 'pending'`,
    [tenantId, userId],
  );
}

/** Records a pending request; undefined when one is already pending (at most one per account). */
export function insertPendingDeletion(
  db: Queryable,
  request: {
    tenantId: string;
    userId: string;
    requestedAt: Date;
    completesAt: Date;
    stoppedRenewals: readonly string[];
  },
) {
  return queryOne<DeletionRow>(
    db,
    `INSERT INTO account_deletions (tenant_id, user_id, status, requested_at, completes_at, stopped_renewals)
     VALUES ($1, $2, 'pending', $3, $4, $5::text[])
     ON CONFLICT (user_id) WHERE status = 'pending' DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      request.tenantId,
      request.userId,
      request.requestedAt,
      request.completesAt,
      request.stoppedRenewals,
    ],
  );
}

/** Cancels the pending request, answering it; undefined when none was pending. */
export function cancelPendingDeletion(db: Queryable, tenantId: string, userId: string, now: Date) {
  return queryOne<DeletionRow>(
    db,
    `UPDATE account_deletions SET status = 'cancelled', cancelled_at = $3
      WHERE tenant_id = $1 AND user_id = $2 AND status = 'pending'
      RETURNING ${COLUMNS}`,
    [tenantId, userId, now],
  );
}

/**
 * Records that an account was erased: the pending request is completed, or, for a deletion
 * done at once, a completed record is written.
 */
export async function recordCompletedDeletion(
  db: Queryable,
  deletion: { tenantId: string; userId: string; now: Date; farewellEmailId: string },
): Promise<void> {
  const completed = await db.query<{ id: string }>(
    `UPDATE account_deletions SET status = 'completed', completed_at = $3, farewell_email_id = $4
      WHERE tenant_id = $1 AND user_id = $2 AND status = 'pending' RETURNING id`,
    [deletion.tenantId, deletion.userId, deletion.now, deletion.farewellEmailId],
  );
  if (completed.length > 0) return;
  await db.query(
    `INSERT INTO account_deletions (tenant_id, user_id, status, requested_at, completes_at, completed_at, farewell_email_id)
     VALUES ($1, $2, 'completed', $3, $3, $3, $4)`,
    [deletion.tenantId, deletion.userId, deletion.now, deletion.farewellEmailId],
  );
}

/**
 * Locks one pending request that is due, skipping rows another server holds and the ones
 * this run already looked at. Call inside a transaction.
 */
export function claimDueDeletion(tx: Queryable, now: Date, skip: readonly string[]) {
  return queryOne<DeletionRow>(
    tx,
    `SELECT ${COLUMNS} FROM account_deletions
      WHERE status = 'pending' AND completes_at <= $1 AND NOT (id = ANY($2::uuid[]))
      ORDER BY completes_at, id
      LIMIT 1
      FOR UPDATE SKIP LOCKED`,
    [now, skip],
  );
}

/** The farewell emails of completed deletions still in the outbox. */
export async function pendingFarewells(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ farewell_email_id: string }>(
    `SELECT farewell_email_id FROM account_deletions
      WHERE status = 'completed' AND farewell_email_id IS NOT NULL`,
  );
  return rows.map((row) => row.farewell_email_id);
}

export async function forgetFarewells(db: Queryable, emailIds: readonly string[]): Promise<void> {
  if (emailIds.length === 0) return;
  await db.query(
    `UPDATE account_deletions SET farewell_email_id = NULL WHERE farewell_email_id = ANY($1::uuid[])`,
    [emailIds],
  );
}
