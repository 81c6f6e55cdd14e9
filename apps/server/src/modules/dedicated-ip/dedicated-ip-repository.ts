import type { DedicatedIpLocationCode } from '@burrow/domain/dedicated-ip-locations';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';

export interface DedicatedIpRow {
  addon_id: string;
  subscription_id: string;
  plan_name: string;
  location: DedicatedIpLocationCode | null;
  ip_address: string | null;
  assigned_at: Date | null;
}

const SELECT_DEDICATED_IPS = `
  SELECT a.id AS addon_id, s.id AS subscription_id, pr.name AS plan_name,
         d.location, d.ip_address, d.assigned_at
    FROM subscription_addons a
    JOIN products ap ON ap.tenant_id = a.tenant_id AND ap.id = a.product_id AND ap.addon_type = 'dip'
    JOIN subscriptions s ON s.id = a.subscription_id
    JOIN prices p ON p.tenant_id = s.tenant_id AND p.id = s.price_id
    JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
    LEFT JOIN dedicated_ips d ON d.addon_id = a.id
   WHERE s.tenant_id = $1 AND s.user_id = $2 AND a.status <> 'CANCELLED' AND s.revoked_at IS NULL`;

/** The caller's live dedicated IP add-ons, with the address each holds (if any), oldest first. */
export function listDedicatedIps(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<DedicatedIpRow[]> {
  return db.query<DedicatedIpRow>(`${SELECT_DEDICATED_IPS} ORDER BY a.created_at, a.id`, [
    tenantId,
    userId,
  ]);
}

/** One of the caller's live dedicated IP add-ons, locked for a change; undefined otherwise. */
export function lockDedicatedIp(
  tx: Queryable,
  tenantId: string,
  userId: string,
  addonId: string,
): Promise<DedicatedIpRow | undefined> {
  return queryOne<DedicatedIpRow>(tx, `${SELECT_DEDICATED_IPS} AND a.id = $3 FOR UPDATE OF a`, [
    tenantId,
    userId,
    addonId,
  ]);
}

/**
 * Serialises address allocation per location (two customers must not pick the same free
 * address), and returns the addresses held there. Addresses of cancelled add-ons go back to
 * the pool first.
 */
export async function lockLocationPool(
  tx: Queryable,
  tenantId: string,
  location: DedicatedIpLocationCode,
): Promise<Set<string>> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [
    `dedicated-ip:${tenantId}:${location}`,
  ]);
  await tx.query(
    `DELETE FROM dedicated_ips d USING subscription_addons a
      WHERE d.addon_id = a.id AND d.tenant_id = $1 AND d.location = $2 AND a.status = 'CANCELLED'`,
    [tenantId, location],
  );
  const rows = await tx.query<{ ip_address: string }>(
    `SELECT ip_address FROM dedicated_ips WHERE tenant_id = $1 AND location = $2`,
    [tenantId, location],
  );
  return new Set(rows.map((row) => row.ip_address));
}

/** Gives the add-on this address in this location, replacing (and so freeing) any it held. */
export async function saveAssignment(
  tx: Queryable,
  input: {
    tenantId: string;
    addonId: string;
    location: DedicatedIpLocationCode;
    ipAddress: string;
  },
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO dedicated_ips (addon_id, tenant_id, location, ip_address, assigned_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (addon_id) DO UPDATE SET location = EXCLUDED.location,
       ip_address = EXCLUDED.ip_address, assigned_at = EXCLUDED.assigned_at`,
    [input.addonId, input.tenantId, input.location, input.ipAddress, now],
  );
}
