import { createHash, randomBytes } from 'node:crypto';
import type { StaffRole } from '@burrow/domain/staff-permissions';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { AppError } from '../../platform/errors';
import { generateToken } from '../../platform/secrets';
import { hashPassword } from '../identity/passwords';
import { appendStaffAudit } from './staff-audit-log';
import {
  disableStaffAccount,
  findStaffByEmail,
  insertRecoveryCodeHashes,
  insertStaffAccount,
  listStaffAccounts,
  type StaffAccountRow,
} from './staff-repository';
import { deleteSessionsOfStaff } from './staff-session-store';
import { generateTotpSecret, otpauthUrl } from './totp';

export const RECOVERY_CODE_COUNT = 10;
// Crockford's base 32: no I, L, O or U to misread from a printout.
const RECOVERY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A staff account as lists show it: never a secret. */
export interface StaffAccountSummary {
  id: string;
  email: string;
  role: StaffRole;
  createdAt: string;
  disabledAt: string | null;
}

/** What the person is handed once, at creation: nothing of it can be shown again. */
export interface CreatedStaffAccount extends StaffAccountSummary {
  password: string;
  totpSecret: string;
  otpauthUrl: string;
  recoveryCodes: string[];
}

function summaryOf(row: StaffAccountRow): StaffAccountSummary {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.created_at.toISOString(),
    disabledAt: row.disabled_at?.toISOString() ?? null,
  };
}

/** 80 random bits as four dash-separated groups of four characters: too many to guess, few enough to type. */
export function generateRecoveryCode(): string {
  const bytes = randomBytes(16);
  let code = '';
  for (let index = 0; index < 16; index += 1) code += RECOVERY_ALPHABET[(bytes[index] ?? 0) & 31];
  return code.match(/.{4}/g)?.join('-') ?? code;
}

/**
 * A typed recovery code as stored: without dashes or spaces, upper case, and Crockford's
 * look-alikes read as the digits they stand for; then SHA-256 (80 random bits need no slow
 * hash, and it keeps the codes independent of SESSION_SECRET).
 */
export function hashRecoveryCode(code: string): string {
  const normalized = code
    .replace(/[\s-]/g, '')
    .toUpperCase()
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  return createHash('sha256').update(normalized).digest('hex');
}

/** Who a staff account's creation or disabling is recorded for: the CLI, or a console request. */
export interface StaffAccountAuthor {
  /** Null: the account itself is the author (created by the CLI or by accepting an invitation). */
  staffId: string | null;
  requestId: string;
  reason?: string;
  /** More of what the audit entry keeps after (an invitation's id). */
  after?: Record<string, unknown>;
}

const CLI: StaffAccountAuthor = { staffId: null, requestId: 'cli' };

/**
 * Creates a staff account with a TOTP secret and ten recovery codes, answered this once:
 * only the password's Argon2id hash and the codes' hashes are kept. The password is made
 * here (never typed on a command line, where shell history would keep it) unless a caller
 * that is not a person (the demo seed, an accepted invitation) gives one; so is the TOTP
 * secret. `within` runs in the same transaction (an invitation marks itself accepted).
 */
export async function createStaffAccount(
  ctx: AppContext,
  input: { email: string; role: StaffRole; password?: string; totpSecret?: string },
  author: StaffAccountAuthor = CLI,
  within?: (tx: Queryable, created: StaffAccountRow, now: Date) => Promise<void>,
): Promise<CreatedStaffAccount> {
  const password = input.password ?? generateToken().slice(0, 24);
  const totpSecret = input.totpSecret ?? generateTotpSecret();
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  const passwordHash = await hashPassword(password);
  const row = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const created = await insertStaffAccount(tx, {
      email: input.email,
      passwordHash,
      role: input.role,
      totpSecret,
      createdAt: now,
    });
    if (!created)
      throw new AppError(409, 'account_exists', `A staff account for ${input.email} exists.`);
    await insertRecoveryCodeHashes(tx, created.id, recoveryCodes.map(hashRecoveryCode));
    if (within) await within(tx, created, now);
    await appendStaffAudit(
      tx,
      {
        staffId: author.staffId ?? created.id,
        action: 'staff.created',
        target: `staff:${created.id}`,
        after: { role: created.role, ...author.after },
        reason: author.reason ?? null,
        requestId: author.requestId,
      },
      now,
    );
    return created;
  });
  return {
    ...summaryOf(row),
    password,
    totpSecret,
    otpauthUrl: otpauthUrl(totpSecret, row.email),
    recoveryCodes,
  };
}

export async function listStaff(ctx: AppContext): Promise<StaffAccountSummary[]> {
  return (await listStaffAccounts(ctx.db)).map(summaryOf);
}

/**
 * Disables an account and ends its sessions at once; its audit entries stay its own.
 * Disabling again keeps the first moment and changes nothing.
 */
export async function disableStaff(
  ctx: AppContext,
  email: string,
  author: StaffAccountAuthor = CLI,
): Promise<StaffAccountSummary> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const before = await findStaffByEmail(tx, email);
    const row = await disableStaffAccount(tx, email, now);
    if (!before || !row) throw new AppError(404, 'not_found', `No staff account for ${email}.`);
    await deleteSessionsOfStaff(tx, row.id);
    await appendStaffAudit(
      tx,
      {
        staffId: author.staffId ?? row.id,
        action: 'staff.disabled',
        target: `staff:${row.id}`,
        before: { disabled_at: before.disabled_at?.toISOString() ?? null },
        after: { disabled_at: row.disabled_at?.toISOString() ?? null },
        reason: author.reason ?? null,
        requestId: author.requestId,
      },
      now,
    );
    return summaryOf(row);
  });
}
