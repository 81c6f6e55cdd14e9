import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { enqueueWebhookEvent } from '../outbound-webhooks/webhook-events';

export interface UserRow {
  id: string;
  tenant_id: string;
  email: string;
  password_hash: string | null;
  email_verified_at: Date | null;
  locale: string;
  country: string | null;
  business_customer: boolean;
  business_billing: 'volume' | 'legacy' | null;
  free_trial_status: string | null;
  created_at: Date;
  /** Set when the account was erased (decision 0043): the row keeps no personal data. */
  deleted_at: Date | null;
}

const USER_COLUMNS = `id, tenant_id, email, password_hash, email_verified_at, locale, country,
  business_customer, business_billing, free_trial_status, created_at, deleted_at`;

export function findUserByEmail(db: Queryable, tenantId: string, email: string) {
  return queryOne<UserRow>(
    db,
    `SELECT ${USER_COLUMNS} FROM users WHERE tenant_id = $1 AND email = $2`,
    [tenantId, email],
  );
}

export function findUserById(db: Queryable, tenantId: string, id: string) {
  return queryOne<UserRow>(
    db,
    `SELECT ${USER_COLUMNS} FROM users WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id],
  );
}

export interface NewUser {
  tenantId: string;
  email: string;
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
  locale?: string;
  country?: string | null;
  businessCustomer?: boolean;
  businessBilling?: 'volume' | 'legacy' | null;
  freeTrialStatus?: string | null;
}

/**
 * Inserts the user unless the email is taken; answers the new row or undefined. A new
 * customer is announced to the storefront's webhooks (`customer.created`).
 */
export async function insertUser(db: Queryable, user: NewUser, now: Date) {
  const created = await queryOne<UserRow>(
    db,
    `INSERT INTO users (tenant_id, email, password_hash, email_verified_at, locale, country,
       business_customer, business_billing, free_trial_status, password_changed_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $10)
     ON CONFLICT (tenant_id, email) DO NOTHING
     RETURNING ${USER_COLUMNS}`,
    [
      user.tenantId,
      user.email,
      user.passwordHash,
      user.emailVerifiedAt,
      user.locale ?? 'en',
      user.country ?? null,
      user.businessCustomer ?? false,
      user.businessBilling ?? null,
      user.freeTrialStatus ?? null,
      now,
    ],
  );
  if (created) {
    await enqueueWebhookEvent(
      db,
      created.tenant_id,
      'customer.created',
      { customer_id: created.id, email: created.email, created_at: now.toISOString() },
      now,
    );
  }
  return created;
}

/**
 * Records that the owner proved the address by following an emailed link; answers whether
 * it was unproven until now (then the sessions opened before are ended by the caller).
 * Without `keepPassword` a password chosen before the address was proven is dropped.
 */
export async function markEmailVerified(
  db: Queryable,
  userId: string,
  now: Date,
  keepPassword: boolean,
): Promise<boolean> {
  // The row lock makes "was it unproven?" and the update one step for concurrent links.
  const before = await queryOne<{ proven: boolean }>(
    db,
    `SELECT email_verified_at IS NOT NULL AS proven FROM users WHERE id = $1 FOR UPDATE`,
    [userId],
  );
  await db.query(
    `UPDATE users SET email_verified_at = COALESCE(email_verified_at, $2),
       password_hash = CASE WHEN $3 OR email_verified_at IS NOT NULL THEN password_hash ELSE NULL END,
       updated_at = $2
     WHERE id = $1`,
    [userId, now, keepPassword],
  );
  return before?.proven === false;
}

const UNIQUE_VIOLATION = '23505';

/**
 * Moves the account to a confirmed new address; answers false when the address was taken
 * in the meantime (the unique index is the last word, so a race cannot make two owners).
 */
export async function changeUserEmail(
  db: Queryable,
  userId: string,
  email: string,
  now: Date,
): Promise<boolean> {
  try {
    const rows = await db.query<{ id: string }>(
      `UPDATE users SET email = $2, email_verified_at = $3, updated_at = $3
       WHERE id = $1 AND NOT EXISTS (
         SELECT 1 FROM users other WHERE other.tenant_id = users.tenant_id AND other.email = $2)
       RETURNING id`,
      [userId, email, now],
    );
    return rows.length > 0;
  } catch (error) {
    // Two confirmations for one address at the same instant: the second loses the race.
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return false;
    throw error;
  }
}

/** The customer's language for invoices and emails: a published site prefix (decision 0057). */
export async function setUserLocale(
  db: Queryable,
  userId: string,
  locale: string,
  now: Date,
): Promise<void> {
  await db.query(`UPDATE users SET locale = $2, updated_at = $3 WHERE id = $1`, [
    userId,
    locale,
    now,
  ]);
}

export async function setPasswordHash(
  db: Queryable,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE users SET password_hash = $2, password_changed_at = $3, updated_at = $3 WHERE id = $1`,
    [userId, passwordHash, now],
  );
}

/**
 * Erases an account's personal data and keeps its row, which invoices and the ledger refer
 * to (decision 0043). The address becomes `deleted:<id>`, which no email can equal, so
 * nobody can sign in as it and the real address is free for a new account.
 */
export async function eraseUser(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE users SET email = 'deleted:' || id::text, password_hash = NULL,
       email_verified_at = NULL, email_subscription_status = NULL, locale = 'en',
       deleted_at = $2, updated_at = $2
     WHERE id = $1`,
    [userId, now],
  );
  await db.query(`DELETE FROM sessions WHERE user_id = $1`, [userId]);
  await db.query(`DELETE FROM one_time_tokens WHERE user_id = $1`, [userId]);
}
