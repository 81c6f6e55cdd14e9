import type { DedicatedIpLocationCode } from '@burrow/domain/dedicated-ip-locations';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';

export interface DedicatedIpRow {
  addon_id: string;
  subscription_id: string;
  plan_name: string;
  location: DedicatedIpLocationCode | null;
  ip_address: string | null;
  requested_at: Date | null;
  assigned_at: Date | null;
  fulfilment_request_id: string | null;
}

const SELECT_DEDICATED_IPS = `
  SELECT a.id AS addon_id, s.id AS subscription_id, pr.name AS plan_name,
         d.location, d.ip_address, d.requested_at, d.assigned_at, d.fulfilment_request_id
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
 * The add-on is being set up in `location` for this fulfilment request: the address it held,
 * if one, is given up (the back office assigns the new one).
 */
export async function saveRequestedLocation(
  tx: Queryable,
  input: {
    tenantId: string;
    addonId: string;
    location: DedicatedIpLocationCode;
    fulfilmentRequestId: string;
  },
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO dedicated_ips (addon_id, tenant_id, location, ip_address, assigned_at, requested_at, fulfilment_request_id)
     VALUES ($1, $2, $3, NULL, NULL, $4, $5)
     ON CONFLICT (addon_id) DO UPDATE SET location = EXCLUDED.location, ip_address = NULL,
       assigned_at = NULL, requested_at = EXCLUDED.requested_at,
       fulfilment_request_id = EXCLUDED.fulfilment_request_id`,
    [input.addonId, input.tenantId, input.location, now, input.fulfilmentRequestId],
  );
}
