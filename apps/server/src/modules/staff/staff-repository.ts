import type { StaffRole } from '@burrow/domain/staff-permissions';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';

export interface StaffAccountRow {
  id: string;
  email: string;
  password_hash: string;
  role: StaffRole;
  totp_secret: string;
  totp_last_step: number | null;
  created_at: Date;
  disabled_at: Date | null;
}

const ACCOUNT_COLUMNS =
  'id, email, password_hash, role, totp_secret, totp_last_step, created_at, disabled_at';

/** The new account, or undefined when the email already has one. */
export function insertStaffAccount(
  db: Queryable,
  account: {
    email: string;
    passwordHash: string;
    role: StaffRole;
    totpSecret: string;
    createdAt: Date;
  },
): Promise<StaffAccountRow | undefined> {
  return queryOne<StaffAccountRow>(
    db,
    `INSERT INTO staff_accounts (email, password_hash, role, totp_secret, created_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (email) DO NOTHING
     RETURNING ${ACCOUNT_COLUMNS}`,
    [account.email, account.passwordHash, account.role, account.totpSecret, account.createdAt],
  );
}

export function findStaffByEmail(
  db: Queryable,
  email: string,
): Promise<StaffAccountRow | undefined> {
  return queryOne<StaffAccountRow>(
    db,
    `SELECT ${ACCOUNT_COLUMNS} FROM staff_accounts WHERE email = $1`,
    [email],
  );
}

export function findStaffById(db: Queryable, id: string): Promise<StaffAccountRow | undefined> {
  return queryOne<StaffAccountRow>(
    db,
    `SELECT ${ACCOUNT_COLUMNS} FROM staff_accounts WHERE id = $1`,
    [id],
  );
}

export function listStaffAccounts(db: Queryable): Promise<StaffAccountRow[]> {
  return db.query<StaffAccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM staff_accounts ORDER BY created_at, email`,
  );
}

/** Disables the account (idempotent: the first time is kept); undefined when unknown. */
export function disableStaffAccount(
  db: Queryable,
  email: string,
  now: Date,
): Promise<StaffAccountRow | undefined> {
  return queryOne<StaffAccountRow>(
    db,
    `UPDATE staff_accounts SET disabled_at = COALESCE(disabled_at, $2) WHERE email = $1
     RETURNING ${ACCOUNT_COLUMNS}`,
    [email, now],
  );
}

/**
 * Records that a TOTP step was used, only if it is newer than the last one: of two sign-ins
 * racing with the same code, one wins. False when the step was already used.
 */
export async function claimTotpStep(
  db: Queryable,
  staffId: string,
  step: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE staff_accounts SET totp_last_step = $2
     WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)
     RETURNING id`,
    [staffId, step],
  );
  return rows.length === 1;
}

export async function insertRecoveryCodeHashes(
  db: Queryable,
  staffId: string,
  hashes: readonly string[],
): Promise<void> {
  for (const hash of hashes)
    await db.query('INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES ($1, $2)', [
      staffId,
      hash,
    ]);
}

/** Spends a recovery code with one conditional UPDATE, so it signs in once. */
export async function useRecoveryCode(
  db: Queryable,
  staffId: string,
  hash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE staff_recovery_codes SET used_at = $3
     WHERE staff_id = $1 AND code_hash = $2 AND used_at IS NULL
     RETURNING staff_id`,
    [staffId, hash, now],
  );
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Queryable, staffId: string): Promise<number> {
  const row = await queryOne<{ left: number }>(
    db,
    'SELECT count(*)::int AS left FROM staff_recovery_codes WHERE staff_id = $1 AND used_at IS NULL',
    [staffId],
  );
  return row?.left ?? 0;
}
