import type { Queryable } from '../../db/database';

export interface OutgoingEmail {
  tenantId: string;
  to: string;
  subject: string;
  text: string;
}

/**
 * Queues an email in the caller's transaction: it is sent if and only if the change that
 * caused it commits. Answers the outbox row's id.
 */
export async function enqueueEmail(
  tx: Queryable,
  email: OutgoingEmail,
  now: Date,
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO outbox_emails (tenant_id, to_address, subject, text_body, created_at, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
    [email.tenantId, email.to, email.subject, email.text, now],
  );
  if (!row) throw new Error('the outbox insert returned no row');
  return row.id;
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
