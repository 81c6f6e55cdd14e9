import type { Queryable } from '../../db/database';

export interface LedgerEntry {
  tenantId: string;
  userId: string;
  subscriptionId: string | null;
  invoiceId: string | null;
  /** `dispute`: money a chargeback took; `dispute_reversal`: given back by a won dispute. */
  kind: 'charge' | 'refund' | 'charge_failed' | 'dispute' | 'dispute_reversal';
  amountMinor: number;
  currency: string;
  gatewayReference: string | null;
  failureReason: string | null;
  /** The operation that moved the money: one entry per operation, however often it is retried. */
  operationKey: string;
}

/** Records a money movement (or a failed attempt) in the caller's transaction; idempotent by key. */
export async function recordLedgerEntry(
  tx: Queryable,
  entry: LedgerEntry,
  now: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO ledger_entries (tenant_id, user_id, subscription_id, invoice_id, kind, amount_minor, currency,
       gateway_reference, failure_reason, operation_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (tenant_id, operation_key) DO NOTHING RETURNING id`,
    [
      entry.tenantId,
      entry.userId,
      entry.subscriptionId,
      entry.invoiceId,
      entry.kind,
      entry.amountMinor,
      entry.currency,
      entry.gatewayReference,
      entry.failureReason,
      entry.operationKey,
      now,
    ],
  );
  return rows.length === 1;
}
