import type {
  StaffAccountList,
  StaffAccountListItem,
  StaffDisableRequest,
  StaffInvitationAcceptRequest,
  StaffInvitationAcceptResponse,
  StaffInvitationRequest,
  StaffInvitationResponse,
} from '@burrow/contract/staff-account-actions';
import type { StaffRole } from '@burrow/domain/staff-permissions';
import type { AppContext } from '../../app-context';
import { queryOne } from '../../db/database';
import { AppError } from '../../platform/errors';
import { generateToken, hashToken } from '../../platform/secrets';
import { invalidOrExpiredLink } from '../identity/one-time-tokens';
import { requireStrongPassword } from '../identity/password-strength';
import { enqueueEmail } from '../notifications/outbox';
import { DEFAULT_TENANT } from '../tenancy/tenant-plugin';
import { createStaffAccount, disableStaff } from './staff-account-service';
import { appendStaffAudit } from './staff-audit-log';
import type { AuthenticatedStaff } from './staff-authentication';
import { findStaffByEmail, findStaffById } from './staff-repository';

/** How long an invitation link works (decision 0122): a long weekend, not a month. */
export const STAFF_INVITATION_HOURS = 72;

/** The console's page that accepts an invitation. */
export const STAFF_INVITATION_PATH = '/admin/invitation';

interface AccountListRow {
  id: string;
  email: string;
  role: StaffRole;
  created_at: Date;
  disabled_at: Date | null;
  last_sign_in_at: Date | null;
}

function listItemOf(row: AccountListRow): StaffAccountListItem {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.disabled_at ? 'disabled' : 'active',
    created_at: row.created_at.toISOString(),
    last_sign_in_at: row.last_sign_in_at?.toISOString() ?? null,
  };
}

// The last sign-in is read from the audit log, which records every one (decision 0114).
const ACCOUNT_LIST_SQL = `SELECT a.id, a.email, a.role, a.created_at, a.disabled_at,
       (SELECT max(l.occurred_at) FROM staff_audit_log l
         WHERE l.staff_id = a.id AND l.action = 'staff.signed_in') AS last_sign_in_at
  FROM staff_accounts a`;

/** `GET /staff`: every account (disabled ones too: they keep their history) and open invitations. */
export async function listStaffAccountsForConsole(ctx: AppContext): Promise<StaffAccountList> {
  const accounts = await ctx.db.query<AccountListRow>(
    `${ACCOUNT_LIST_SQL} ORDER BY a.disabled_at IS NOT NULL, a.created_at, a.email`,
  );
  const invitations = await ctx.db.query<{
    id: string;
    email: string;
    role: StaffRole;
    expires_at: Date;
  }>(
    `SELECT id, email, role, expires_at FROM staff_invitations
      WHERE accepted_at IS NULL AND expires_at > $1 ORDER BY created_at DESC`,
    [ctx.clock.now()],
  );
  return {
    staff: accounts.map(listItemOf),
    pending_invitations: invitations.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      expires_at: row.expires_at.toISOString(),
    })),
  };
}

const invitationHash = (ctx: AppContext, token: string) =>
  hashToken(ctx.config.sessionSecret, `staff-invitation:${token}`);

/**
 * `POST /staff/invitations`: emails a single-use link (72 hours) to the person. An address
 * that already has an account is 409 `account_exists`; a new invitation to an address
 * replaces any still open, so only the newest link works.
 */
export async function inviteStaff(
  ctx: AppContext,
  staff: AuthenticatedStaff,
  input: StaffInvitationRequest,
  requestId: string,
): Promise<StaffInvitationResponse> {
  const email = input.email;
  if (await findStaffByEmail(ctx.db, email))
    throw new AppError(409, 'account_exists', 'This address already has a staff account.', {
      fields: { email: 'This address already has a staff account.' },
    });
  const token = generateToken();
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const expiresAt = new Date(now.getTime() + STAFF_INVITATION_HOURS * 3_600_000);
    const superseded = await tx.query<{ id: string }>(
      `UPDATE staff_invitations SET expires_at = $2
        WHERE email = $1 AND accepted_at IS NULL AND expires_at > $2 RETURNING id`,
      [email, now],
    );
    const row = await queryOne<{ id: string }>(
      tx,
      `INSERT INTO staff_invitations (email, role, token_hash, invited_by, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [email, input.role, invitationHash(ctx, token), staff.id, now, expiresAt],
    );
    if (!row) throw new Error('the invitation insert returned no row');
    const link = `${ctx.config.publicUrl}${STAFF_INVITATION_PATH}?token=${encodeURIComponent(token)}`;
    // The console is English only (decision 0115), and so is its invitation.
    await enqueueEmail(
      tx,
      {
        tenantId: DEFAULT_TENANT,
        to: email,
        subject: 'You are invited to the Burrow operator console',
        text: [
          `${staff.email} invited you to the Burrow operator console as ${input.role}.`,
          '',
          'Open this link to choose your password and set up your authenticator app:',
          link,
          '',
          `The link works once and until ${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
          'If you did not expect this, ignore this email.',
        ].join('\n'),
      },
      now,
    );
    // A staff member's address is no customer's: it may be kept.
    await appendStaffAudit(
      tx,
      {
        staffId: staff.id,
        action: 'staff.invited',
        target: `invitation:${row.id}`,
        after: {
          email,
          role: input.role,
          expires_at: expiresAt.toISOString(),
          superseded: superseded.map((old) => old.id),
        },
        requestId,
      },
      now,
    );
    return { id: row.id, email, role: input.role, expires_at: expiresAt.toISOString() };
  });
}

/**
 * `POST /staff/invitations/accept` (public): the person chooses a password; the account is
 * made by the CLI's own service (TOTP secret, ten recovery codes), answered this once. An
 * unknown, used or expired link is 403 `invalid_or_expired_link`, alike.
 */
export async function acceptStaffInvitation(
  ctx: AppContext,
  input: StaffInvitationAcceptRequest,
  requestId: string,
): Promise<StaffInvitationAcceptResponse> {
  const hash = invitationHash(ctx, input.token);
  const invitation = await queryOne<{
    id: string;
    email: string;
    role: StaffRole;
    invited_by: string;
  }>(
    ctx.db,
    `SELECT id, email, role, invited_by FROM staff_invitations
      WHERE token_hash = $1 AND accepted_at IS NULL AND expires_at > $2`,
    [hash, ctx.clock.now()],
  );
  if (!invitation) throw invalidOrExpiredLink();
  requireStrongPassword(input.password, invitation.email, 'password');
  const created = await createStaffAccount(
    ctx,
    { email: invitation.email, role: invitation.role, password: input.password },
    {
      staffId: null,
      requestId,
      after: { invitation_id: invitation.id, invited_by: invitation.invited_by },
    },
    async (tx, account, now) => {
      // Spent in the account's transaction: of two acceptances racing, one makes the account.
      const spent = await tx.query(
        `UPDATE staff_invitations SET accepted_at = $2, staff_id = $3
          WHERE id = $1 AND accepted_at IS NULL AND expires_at > $2 RETURNING id`,
        [invitation.id, now, account.id],
      );
      if (spent.length !== 1) throw invalidOrExpiredLink();
    },
  );
  return {
    staff: { id: created.id, email: created.email, role: created.role },
    totp_secret: created.totpSecret,
    otpauth_uri: created.otpauthUrl,
    recovery_codes: created.recoveryCodes,
  };
}

/**
 * `POST /staff/:staffId/disable`: the CLI's disabling (sessions end at once), by an admin
 * with a reason. Not one's own account: the last admin cannot lock everyone out by a slip.
 */
export async function disableStaffAsAdmin(
  ctx: AppContext,
  staff: AuthenticatedStaff,
  staffId: string,
  input: StaffDisableRequest,
  requestId: string,
): Promise<StaffAccountListItem> {
  if (staffId === staff.id)
    throw new AppError(409, 'invalid_request', 'You cannot disable your own account.');
  const account = await findStaffById(ctx.db, staffId);
  if (!account) throw new AppError(404, 'not_found', 'There is no such staff account.');
  await disableStaff(ctx, account.email, {
    staffId: staff.id,
    requestId,
    reason: input.reason,
  });
  const row = await queryOne<AccountListRow>(ctx.db, `${ACCOUNT_LIST_SQL} WHERE a.id = $1`, [
    staffId,
  ]);
  if (!row) throw new Error(`staff account ${staffId} is gone`);
  return listItemOf(row);
}
