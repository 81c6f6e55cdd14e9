import type { WalletMethodType } from '@burrow/domain/payment-wallet';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import type { PaymentSource } from '../payments/payment-gateway';

export interface PaymentMethodRow {
  id: string;
  user_id: string;
  token: string;
  method_type: WalletMethodType;
  brand: string | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  payer_email: string | null;
  is_default: boolean;
  source_intent_id: string | null;
  created_at: Date;
}

const COLUMNS = `id, user_id, token, method_type, brand, last4, exp_month, exp_year, payer_email, is_default,
  source_intent_id, created_at`;

/** The customer's wallet, default first, then newest first. */
export function listMethods(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<PaymentMethodRow[]> {
  return db.query<PaymentMethodRow>(
    `SELECT ${COLUMNS} FROM payment_methods WHERE tenant_id = $1 AND user_id = $2
      ORDER BY is_default DESC, created_at DESC, id DESC`,
    [tenantId, userId],
  );
}

/**
 * The customer's wallet (as `listMethods` orders it) and, of any customer, the method an
 * intent proved: what saving a paid-with source must know, in one round trip.
 */
export async function walletAndIntentMethod(
  db: Queryable,
  tenantId: string,
  userId: string,
  intentId: string | null,
): Promise<{ wallet: PaymentMethodRow[]; byIntent: PaymentMethodRow | undefined }> {
  const rows = await db.query<PaymentMethodRow>(
    `SELECT ${COLUMNS} FROM payment_methods
      WHERE tenant_id = $1 AND (user_id = $2 OR ($3::text IS NOT NULL AND source_intent_id = $3))
      ORDER BY is_default DESC, created_at DESC, id DESC`,
    [tenantId, userId, intentId],
  );
  return {
    wallet: rows.filter((row) => row.user_id === userId),
    byIntent: intentId === null ? undefined : rows.find((row) => row.source_intent_id === intentId),
  };
}

export function findMethodByIntent(
  db: Queryable,
  tenantId: string,
  intentId: string,
): Promise<PaymentMethodRow | undefined> {
  return queryOne<PaymentMethodRow>(
    db,
    `SELECT ${COLUMNS} FROM payment_methods WHERE tenant_id = $1 AND source_intent_id = $2`,
    [tenantId, intentId],
  );
}

/**
 * Serialises changes to one customer's wallet (which method is default, which is last)
 * until the transaction ends; other customers' changes do not wait.
 */
export async function lockWallet(tx: Queryable, tenantId: string, userId: string): Promise<void> {
  // Two-key form: the first key is this lock's namespace, so it never meets another lock.
  await tx.query(`SELECT pg_advisory_xact_lock(40400011, hashtext($1))`, [`${tenantId}:${userId}`]);
}

/**
 * Saves a source in the wallet; a token the customer already has keeps its row (and gains
 * the intent that proved it again only if it had none). Answers the row.
 */
export async function saveMethod(
  tx: Queryable,
  input: {
    tenantId: string;
    userId: string;
    source: PaymentSource;
    sourceIntentId: string | null;
    /** Written as the default: only when the wallet is known to be empty (decision 0135). */
    isDefault?: boolean;
  },
  now: Date,
): Promise<PaymentMethodRow> {
  const { source } = input;
  const row = await queryOne<PaymentMethodRow>(
    tx,
    `INSERT INTO payment_methods (tenant_id, user_id, token, method_type, brand, last4, exp_month, exp_year,
       payer_email, source_intent_id, created_at, is_default)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (tenant_id, user_id, token) DO UPDATE
       SET source_intent_id = COALESCE(payment_methods.source_intent_id, EXCLUDED.source_intent_id)
     RETURNING ${COLUMNS}`,
    [
      input.tenantId,
      input.userId,
      source.token,
      source.methodType,
      source.brand,
      source.last4 !== null && /^\d{4}$/.test(source.last4) ? source.last4 : null,
      source.expMonth,
      source.expYear,
      source.payerEmail,
      input.sourceIntentId,
      now,
      input.isDefault ?? false,
    ],
  );
  if (!row) throw new Error('payment method insert returned no row');
  return row;
}

/** Makes `methodId` the customer's only default. */
export async function setDefault(
  tx: Queryable,
  tenantId: string,
  userId: string,
  methodId: string,
): Promise<void> {
  // Clear first: the unique index allows one default per customer at any moment.
  await tx.query(
    `UPDATE payment_methods SET is_default = false
      WHERE tenant_id = $1 AND user_id = $2 AND is_default AND id <> $3`,
    [tenantId, userId, methodId],
  );
  await tx.query(
    `UPDATE payment_methods SET is_default = true WHERE tenant_id = $1 AND user_id = $2 AND id = $3`,
    [tenantId, userId, methodId],
  );
}

export async function deleteMethod(
  tx: Queryable,
  tenantId: string,
  userId: string,
  methodId: string,
): Promise<void> {
  await tx.query(`DELETE FROM payment_methods WHERE tenant_id = $1 AND user_id = $2 AND id = $3`, [
    tenantId,
    userId,
    methodId,
  ]);
}

/**
 * The owners of a saved token: a provider's payment method belongs to one customer, but
 * the query does not assume it.
 */
export function findOwnersOfToken(
  db: Queryable,
  token: string,
): Promise<{ tenant_id: string; user_id: string }[]> {
  return db.query(
    `SELECT tenant_id, user_id FROM payment_methods WHERE token = $1 ORDER BY tenant_id, user_id`,
    [token],
  );
}

/**
 * The card networks gave a saved card new details (decision 0084). Applied only when newer
 * than the last update applied (`changedAt` is the provider's time of the change), so an
 * older update delivered late never overwrites a newer one. Answers how many rows changed.
 */
export async function updateCardDetails(
  tx: Queryable,
  token: string,
  card: {
    brand: string | null;
    last4: string | null;
    expMonth: number | null;
    expYear: number | null;
  },
  changedAt: Date,
): Promise<number> {
  const rows = await tx.query(
    `UPDATE payment_methods SET brand = $2, last4 = $3, exp_month = $4, exp_year = $5, provider_updated_at = $6
      WHERE token = $1 AND (provider_updated_at IS NULL OR provider_updated_at < $6) RETURNING id`,
    [
      token,
      card.brand,
      card.last4 !== null && /^\d{4}$/.test(card.last4) ? card.last4 : null,
      card.expMonth,
      card.expYear,
      changedAt,
    ],
  );
  return rows.length;
}
