import type { Queryable } from '../../db/database';

export interface OutgoingEmail {
  tenantId: string;
  to: string;
  subject: string;
  text: string;
}

// One statement for both ways of queueing: `$6` says whether a row is written at all.
const QUEUE_EMAIL = `INSERT INTO outbox_emails (tenant_id, to_address, subject, text_body, created_at, next_attempt_at)
  SELECT $1::text, $2::text, $3::text, $4::text, $5::timestamptz, $5::timestamptz WHERE $6::boolean
  RETURNING id`;

/**
 * Queues an email in the caller's transaction: it is sent if and only if the change that
 * caused it commits. Answers the outbox row's id.
 */
export async function enqueueEmail(
  tx: Queryable,
  email: OutgoingEmail,
  now: Date,
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(QUEUE_EMAIL, [
    email.tenantId,
    email.to,
    email.subject,
    email.text,
    now,
    true,
  ]);
  if (!row) throw new Error('the outbox insert returned no row');
  return row.id;
}

/**
 * The same statement, queueing the email only when `send` holds: a caller that must not
 * reveal which way a condition went (does this address have an account?) does the same
 * work either way (decision 0071).
 */
export async function enqueueEmailIf(
  tx: Queryable,
  send: boolean,
  email: OutgoingEmail,
  now: Date,
): Promise<void> {
  await tx.query(QUEUE_EMAIL, [email.tenantId, email.to, email.subject, email.text, now, send]);
}

export interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: Date;
  sent_at: Date | null;
}

export async function listRecentEmails(
  db: Queryable,
  tenantId: string,
  limit: number,
): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `SELECT id, to_address, subject, text_body, created_at, sent_at FROM outbox_emails
     WHERE tenant_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [tenantId, limit],
  );
}
