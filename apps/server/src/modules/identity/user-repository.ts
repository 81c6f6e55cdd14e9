import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';

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
}

const USER_COLUMNS = `id, tenant_id, email, password_hash, email_verified_at, locale, country,
  business_customer, business_billing, free_trial_status, created_at`;

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

/** Inserts the user unless the email is taken; answers the new row or undefined. */
export function insertUser(db: Queryable, user: NewUser, now: Date) {
  return queryOne<UserRow>(
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
}

export async function markEmailVerified(
  db: Queryable,
  userId: string,
  now: Date,
  keepPassword: boolean,
) {
  await db.query(
    `UPDATE users SET email_verified_at = COALESCE(email_verified_at, $2),
       password_hash = CASE WHEN $3 OR email_verified_at IS NOT NULL THEN password_hash ELSE NULL END,
       updated_at = $2
     WHERE id = $1`,
    [userId, now, keepPassword],
  );
}
