import { queryOne, type Queryable } from '../../db/database';
import type { CommonFailureReason } from '@burrow/domain/payment-failure-reasons';

export interface ChargeRow {
  id: string;
  intent_id: string | null;
  payment_method_token: string;
  amount_minor: number;
  currency: string;
  status: 'succeeded' | 'failed';
  failure_reason: CommonFailureReason | null;
  failure_message: string | null;
}

export interface RefundRow {
  id: string;
  charge_id: string;
  amount_minor: number;
  status: 'succeeded' | 'failed';
}

export type IdempotentOperation = 'create_intent' | 'capture' | 'charge_source' | 'refund';

export async function insertCharge(
  tx: Queryable,
  charge: ChargeRow & { description: string },
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO sandbox_gateway_charges
       (id, intent_id, payment_method_token, amount_minor, currency, status, failure_reason,
        failure_message, description, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      charge.id,
      charge.intent_id,
      charge.payment_method_token,
      charge.amount_minor,
      charge.currency,
      charge.status,
      charge.failure_reason,
      charge.failure_message,
      charge.description,
      now,
    ],
  );
}

/** With `lock`, serialises refunds of one charge so together they never exceed it. */
export function findCharge(
  db: Queryable,
  id: string,
  lock = false,
): Promise<ChargeRow | undefined> {
  return queryOne<ChargeRow>(
    db,
    `SELECT id, intent_id, payment_method_token, amount_minor::int8 AS amount_minor, currency,
            status, failure_reason, failure_message
     FROM sandbox_gateway_charges WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
}

export async function refundedMinor(db: Queryable, chargeId: string): Promise<number> {
  const row = await queryOne<{ total: number }>(
    db,
    `SELECT COALESCE(sum(amount_minor), 0)::int8 AS total
     FROM sandbox_gateway_refunds WHERE charge_id = $1 AND status = 'succeeded'`,
    [chargeId],
  );
  return Number(row?.total ?? 0);
}

export async function insertRefund(tx: Queryable, refund: RefundRow, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO sandbox_gateway_refunds (id, charge_id, amount_minor, status, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [refund.id, refund.charge_id, refund.amount_minor, refund.status, now],
  );
}

export function findRefund(db: Queryable, id: string): Promise<RefundRow | undefined> {
  return queryOne<RefundRow>(
    db,
    `SELECT id, charge_id, amount_minor::int8 AS amount_minor, status
     FROM sandbox_gateway_refunds WHERE id = $1`,
    [id],
  );
}

export type KeyClaim =
  { claimed: true } | { claimed: false; requestFingerprint: string; resultId: string | null };

/**
 * Claims an idempotency key inside the caller's transaction. On PostgreSQL a concurrent
 * claim of the same key waits here until the first transaction ends, then sees its
 * committed result; if the first rolled back, the second claims the key itself.
 */
export async function claimKey(
  tx: Queryable,
  operation: IdempotentOperation,
  key: string,
  requestFingerprint: string,
  now: Date,
): Promise<KeyClaim> {
  const inserted = await tx.query(
    `INSERT INTO sandbox_gateway_idempotency_keys
       (operation, idempotency_key, request_fingerprint, created_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (operation, idempotency_key) DO NOTHING
     RETURNING idempotency_key`,
    [operation, key, requestFingerprint, now],
  );
  if (inserted.length > 0) return { claimed: true };
  const existing = await queryOne<{ request_fingerprint: string; result_id: string | null }>(
    tx,
    `SELECT request_fingerprint, result_id FROM sandbox_gateway_idempotency_keys
     WHERE operation = $1 AND idempotency_key = $2`,
    [operation, key],
  );
  if (!existing) throw new Error(`idempotency key ${operation}/${key} vanished`);
  return {
    claimed: false,
    requestFingerprint: existing.request_fingerprint,
    resultId: existing.result_id,
  };
}

export async function recordKeyResult(
  tx: Queryable,
  operation: IdempotentOperation,
  key: string,
  resultId: string,
): Promise<void> {
  await tx.query(
    `UPDATE sandbox_gateway_idempotency_keys SET result_id = $3
     WHERE operation = $1 AND idempotency_key = $2`,
    [operation, key, resultId],
  );
}
