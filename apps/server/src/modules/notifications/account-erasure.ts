import type { Queryable } from '../../db/database';

/**
 * Forgets the emails sent to an address whose account is being erased (decision 0043):
 * the outbox is a record of messages, and every one of them names the customer.
 */
export async function eraseEmailsTo(
  tx: Queryable,
  tenantId: string,
  address: string,
): Promise<void> {
  await tx.query(`DELETE FROM outbox_emails WHERE tenant_id = $1 AND to_address = $2`, [
    tenantId,
    address,
  ]);
}

/**
 * Deletes those of `ids` that have been delivered, answering which: an erased account's
 * farewell email waits in the outbox only until it is sent. Without SMTP (demo mode)
 * nothing is delivered, so it stays readable in the demo mailbox.
 */
export async function deleteDeliveredEmails(
  db: Queryable,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: string }>(
    `DELETE FROM outbox_emails WHERE id = ANY($1::uuid[]) AND sent_at IS NOT NULL RETURNING id`,
    [ids],
  );
  return rows.map((row) => row.id);
}
