import { queryOne, type Queryable } from '../../db/database';
import type { CommonFailureReason } from '@burrow/domain/payment-failure-reasons';
import type { GatewayMethodType, IntentStatus } from '../payments/payment-gateway';
import type { TestBehaviour } from './test-cards';

export interface IntentRow {
  id: string;
  client_secret: string;
  status: IntentStatus;
  amount_minor: number;
  currency: string;
  method_type: GatewayMethodType;
  description: string;
  payment_method_token: string | null;
  failure_reason: CommonFailureReason | null;
  failure_message: string | null;
  charge_id: string | null;
}

export interface PaymentMethodRow {
  token: string;
  method_type: GatewayMethodType;
  brand: string | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  fingerprint: string | null;
  payer_email: string | null;
  test_behaviour: TestBehaviour;
}

const INTENT_COLUMNS = `id, client_secret, status, amount_minor::int8 AS amount_minor, currency,
  method_type, description, payment_method_token, failure_reason, failure_message, charge_id`;

export async function insertIntent(
  tx: Queryable,
  intent: Pick<IntentRow, 'id' | 'client_secret' | 'amount_minor' | 'currency'> &
    Pick<IntentRow, 'method_type' | 'description'>,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO sandbox_gateway_intents
       (id, client_secret, status, amount_minor, currency, method_type, description,
        created_at, updated_at)
     VALUES ($1, $2, 'requires_payment_method', $3, $4, $5, $6, $7, $7)`,
    [
      intent.id,
      intent.client_secret,
      intent.amount_minor,
      intent.currency,
      intent.method_type,
      intent.description,
      now,
    ],
  );
}

/** With `lock`, holds the row until the transaction ends so state changes never interleave. */
export function findIntent(
  db: Queryable,
  id: string,
  lock = false,
): Promise<IntentRow | undefined> {
  return queryOne<IntentRow>(
    db,
    `SELECT ${INTENT_COLUMNS} FROM sandbox_gateway_intents WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
}

/**
 * An intent with what its answer shows: the method it was authorised with and what has been
 * refunded of its charge, in one round trip (decision 0135).
 */
export async function findIntentWithMethod(
  db: Queryable,
  id: string,
): Promise<
  { intent: IntentRow; method: PaymentMethodRow | undefined; refundedMinor: number } | undefined
> {
  const row = await queryOne<
    IntentRow & { method: PaymentMethodRow | null; refunded_minor: number }
  >(
    db,
    `SELECT i.id, i.client_secret, i.status, i.amount_minor::int8 AS amount_minor, i.currency,
            i.method_type, i.description, i.payment_method_token, i.failure_reason,
            i.failure_message, i.charge_id,
            CASE WHEN m.token IS NULL THEN NULL ELSE json_build_object(
              'token', m.token, 'method_type', m.method_type, 'brand', m.brand, 'last4', m.last4,
              'exp_month', m.exp_month, 'exp_year', m.exp_year, 'fingerprint', m.fingerprint,
              'payer_email', m.payer_email, 'test_behaviour', m.test_behaviour) END AS method,
            CASE WHEN i.charge_id IS NULL THEN 0 ELSE (
              SELECT COALESCE(sum(r.amount_minor), 0)::int8 FROM sandbox_gateway_refunds r
               WHERE r.charge_id = i.charge_id AND r.status = 'succeeded') END AS refunded_minor
       FROM sandbox_gateway_intents i
       LEFT JOIN sandbox_gateway_payment_methods m ON m.token = i.payment_method_token
      WHERE i.id = $1`,
    [id],
  );
  if (!row) return undefined;
  const { method, refunded_minor, ...intent } = row;
  return { intent, method: method ?? undefined, refundedMinor: Number(refunded_minor) };
}

export interface IntentChange {
  status: IntentStatus;
  paymentMethodToken?: string | null;
  failure?: { reason: CommonFailureReason; message: string } | null;
  chargeId?: string;
}

export async function updateIntent(
  tx: Queryable,
  id: string,
  change: IntentChange,
  now: Date,
): Promise<void> {
  // COALESCE keeps what a change does not mention; an explicit null failure clears it.
  await tx.query(
    `UPDATE sandbox_gateway_intents SET
       status = $2,
       payment_method_token = CASE WHEN $3 THEN $4 ELSE payment_method_token END,
       failure_reason = CASE WHEN $5 THEN $6 ELSE failure_reason END,
       failure_message = CASE WHEN $5 THEN $7 ELSE failure_message END,
       charge_id = COALESCE($8, charge_id),
       updated_at = $9
     WHERE id = $1`,
    [
      id,
      change.status,
      change.paymentMethodToken !== undefined,
      change.paymentMethodToken ?? null,
      change.failure !== undefined,
      change.failure?.reason ?? null,
      change.failure?.message ?? null,
      change.chargeId ?? null,
      now,
    ],
  );
}

export async function insertPaymentMethod(
  tx: Queryable,
  method: PaymentMethodRow,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO sandbox_gateway_payment_methods
       (token, method_type, brand, last4, exp_month, exp_year, fingerprint, payer_email,
        test_behaviour, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      method.token,
      method.method_type,
      method.brand,
      method.last4,
      method.exp_month,
      method.exp_year,
      method.fingerprint,
      method.payer_email,
      method.test_behaviour,
      now,
    ],
  );
}

export function findPaymentMethod(
  db: Queryable,
  token: string,
): Promise<PaymentMethodRow | undefined> {
  return queryOne<PaymentMethodRow>(
    db,
    `SELECT token, method_type, brand, last4, exp_month, exp_year, fingerprint, payer_email,
            test_behaviour
     FROM sandbox_gateway_payment_methods WHERE token = $1`,
    [token],
  );
}

export async function fingerprintKey(db: Queryable): Promise<string> {
  const row = await queryOne<{ fingerprint_key: string }>(
    db,
    'SELECT fingerprint_key FROM sandbox_gateway_settings',
  );
  if (!row) throw new Error('sandbox_gateway_settings has no row: migration 0100 not applied');
  return row.fingerprint_key;
}
