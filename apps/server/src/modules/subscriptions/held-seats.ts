import type { Queryable } from '../../db/database';

/** A business seat someone holds: the seat, and the business subscription it belongs to. */
export interface HeldSeat {
  license_id: string;
  subscription_id: string;
  /** The business admin's account, whose subscription the seat is part of. */
  owner_user_id: string;
}

/**
 * The business seats an account holds (decision 0112): active seats assigned to the account's
 * address, on another account's subscription. Only a verified address counts — following the
 * invitation's link verifies it — so signing up with a colleague's address gains nothing.
 * `licenseId` narrows it to one seat.
 */
export function findHeldSeats(
  db: Queryable,
  tenantId: string,
  userId: string,
  licenseId?: string,
): Promise<HeldSeat[]> {
  return db.query<HeldSeat>(
    `SELECT l.id AS license_id, s.id AS subscription_id, s.user_id AS owner_user_id
       FROM users h
       JOIN licenses l ON l.tenant_id = h.tenant_id AND l.assigned_email = h.email
        AND l.state = 'active'
       JOIN subscriptions s ON s.id = l.subscription_id AND s.user_id <> h.id
      WHERE h.tenant_id = $1 AND h.id = $2 AND h.email_verified_at IS NOT NULL
        AND h.deleted_at IS NULL AND ($3::uuid IS NULL OR l.id = $3::uuid)
      ORDER BY l.created_at, l.id`,
    [tenantId, userId, licenseId ?? null],
  );
}

/**
 * The accounts holding seats of a subscription now: whose entitlements change with it. An
 * address that has no verified account yet holds nothing.
 */
export async function seatHolderIds(db: Queryable, subscriptionId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT DISTINCT h.id
       FROM licenses l
       JOIN subscriptions s ON s.id = l.subscription_id
       JOIN users h ON h.tenant_id = l.tenant_id AND h.email = l.assigned_email
      WHERE l.subscription_id = $1 AND l.state = 'active' AND h.id <> s.user_id
        AND h.email_verified_at IS NOT NULL AND h.deleted_at IS NULL
      ORDER BY h.id`,
    [subscriptionId],
  );
  return rows.map((row) => row.id);
}

/** The verified account with this address, if any: who a seat given to it entitles. */
export async function accountOfAddress(
  db: Queryable,
  tenantId: string,
  email: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    `SELECT id FROM users WHERE tenant_id = $1 AND email = $2
        AND email_verified_at IS NOT NULL AND deleted_at IS NULL`,
    [tenantId, email],
  );
  return row?.id;
}
