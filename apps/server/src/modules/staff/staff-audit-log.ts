import type { StaffAuditEntry } from '@burrow/contract/staff';
import { queryOne, type Queryable } from '../../db/database';

/**
 * The one way anything is written to the staff audit log (decision 0114). There is no
 * update or delete here, and the table's trigger refuses them from anywhere else.
 * Actions are dotted names (`staff.signed_in`, `customers.searched`); `before` and `after`
 * hold ids and states, never a customer's email or card details, since the log outlives
 * an erased account.
 */
export interface StaffAuditRecord {
  staffId: string;
  action: string;
  customerId?: string | null;
  target?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  requestId: string;
}

export async function appendStaffAudit(
  db: Queryable,
  record: StaffAuditRecord,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO staff_audit_log
       (occurred_at, staff_id, action, customer_id, target, before, after, reason, request_id)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9)`,
    [
      now,
      record.staffId,
      record.action,
      record.customerId ?? null,
      record.target ?? null,
      record.before === undefined ? null : JSON.stringify(record.before),
      record.after === undefined ? null : JSON.stringify(record.after),
      record.reason ?? null,
      record.requestId,
    ],
  );
}

interface AuditRow {
  id: string;
  occurred_at: Date;
  staff_id: string;
  staff_email: string;
  action: string;
  customer_id: string | null;
  target: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  request_id: string;
}

/** A LIKE pattern's literal text: `%`, `_` and the escape itself match only themselves. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Newest first, narrowed by customer, by the start of the action's name and by part of the
 * staff member's email. One more than asked tells `has_more`.
 */
export async function listStaffAudit(
  db: Queryable,
  filter: {
    customerId?: string;
    action?: string;
    staffEmail?: string;
    limit: number;
    offset: number;
  },
): Promise<StaffAuditEntry[]> {
  const rows = await db.query<AuditRow>(
    `SELECT l.id, l.occurred_at, l.staff_id, a.email AS staff_email, l.action, l.customer_id,
            l.target, l.before, l.after, l.reason, l.request_id
     FROM staff_audit_log l JOIN staff_accounts a ON a.id = l.staff_id
     WHERE ($1::uuid IS NULL OR l.customer_id = $1::uuid)
       AND ($4::text IS NULL OR l.action LIKE $4 || '%')
       AND ($5::text IS NULL OR a.email ILIKE '%' || $5 || '%')
     ORDER BY l.occurred_at DESC, l.seq DESC
     LIMIT $2 OFFSET $3`,
    [
      filter.customerId ?? null,
      filter.limit,
      filter.offset,
      filter.action ? likeLiteral(filter.action) : null,
      filter.staffEmail ? likeLiteral(filter.staffEmail) : null,
    ],
  );
  return rows.map((row) => ({
    id: row.id,
    occurred_at: row.occurred_at.toISOString(),
    staff: { id: row.staff_id, email: row.staff_email },
    action: row.action,
    customer_id: row.customer_id,
    target: row.target,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    request_id: row.request_id,
  }));
}

/** What an earlier call with an idempotency key recorded: its target and `after`. */
export interface KeyedAuditEntry {
  target: string | null;
  after: Record<string, unknown>;
}

/**
 * The entry an earlier staff action with this idempotency key wrote, if any: the entry keeps
 * the key in `after`, so no table of keys is needed (indexed, migration 0038). Calls of one
 * action and key wait for each other — a lock held to the end of the caller's transaction —
 * so a repeat racing the first finds its entry once the first has committed.
 */
export async function auditEntryOfKey(
  tx: Queryable,
  action: string,
  key: string,
): Promise<KeyedAuditEntry | undefined> {
  await tx.query(`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtext($1))) AS locked`, [
    `staff:${action}:${key}`,
  ]);
  return queryOne<KeyedAuditEntry>(
    tx,
    `SELECT target, after FROM staff_audit_log
      WHERE action = $1 AND after ? 'idempotency_key' AND after->>'idempotency_key' = $2
      ORDER BY seq LIMIT 1`,
    [action, key],
  );
}
