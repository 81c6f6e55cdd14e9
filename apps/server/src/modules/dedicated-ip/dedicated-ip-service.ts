import type { DedicatedIp, DedicatedIpListResponse } from '@burrow/contract/dedicated-ip';
import {
  DEDICATED_IP_LOCATIONS,
  firstFreeAddress,
  type DedicatedIpLocationCode,
} from '@burrow/domain/dedicated-ip-locations';
import { krnId, makeKrn } from '@burrow/domain/krn';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { AppError, notFound } from '../../platform/errors';
import {
  listDedicatedIps as listRows,
  lockDedicatedIp,
  lockLocationPool,
  saveAssignment,
  type DedicatedIpRow,
} from './dedicated-ip-repository';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toView(row: DedicatedIpRow): DedicatedIp {
  return {
    id: row.addon_id,
    addon_krn: makeKrn('addon', row.addon_id),
    subscription_krn: makeKrn('subscription', row.subscription_id),
    plan_name: row.plan_name,
    status: row.ip_address === null ? 'awaiting_location' : 'assigned',
    location: row.location,
    ip_address: row.ip_address,
    assigned_at: row.assigned_at?.toISOString() ?? null,
  };
}

export async function listDedicatedIps(
  ctx: AppContext,
  tenantId: string,
  userId: string,
): Promise<DedicatedIpListResponse> {
  const rows = await listRows(ctx.db, tenantId, userId);
  return {
    dedicated_ips: rows.map(toView),
    locations: DEDICATED_IP_LOCATIONS.map(({ code, country }) => ({ code, country })),
  };
}

/**
 * Gives an add-on an address in `location`, in the caller's transaction: the lowest free one
 * of that location's pool. 409 when the pool is full. Also used to seed demo data.
 */
export async function assignDedicatedIp(
  tx: Queryable,
  tenantId: string,
  addonId: string,
  location: DedicatedIpLocationCode,
  now: Date,
): Promise<void> {
  const taken = await lockLocationPool(tx, tenantId, location);
  const ipAddress = firstFreeAddress(location, taken);
  if (ipAddress === null) {
    throw new AppError(
      409,
      'dedicated_ip_location_full',
      'Every address in this location is taken. Choose another location.',
    );
  }
  await saveAssignment(tx, { tenantId, addonId, location, ipAddress }, now);
}

/**
 * Requests a dedicated IP in a location, or moves it to another one: a new address there,
 * the old one back to the pool, in one transaction. Choosing the location it already has
 * changes nothing. Anyone else's add-on (or a cancelled one) is 404.
 */
export async function setDedicatedIpLocation(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  idOrKrn: string,
  location: DedicatedIpLocationCode,
): Promise<DedicatedIp> {
  const addonId = krnId(idOrKrn).toLowerCase();
  if (!UUID_PATTERN.test(addonId)) throw notFound('The dedicated IP');
  return ctx.db.transaction(async (tx) => {
    const current = await lockDedicatedIp(tx, tenantId, userId, addonId);
    if (!current) throw notFound('The dedicated IP');
    if (current.location === location && current.ip_address !== null) return toView(current);
    await assignDedicatedIp(tx, tenantId, addonId, location, ctx.clock.now());
    const updated = await lockDedicatedIp(tx, tenantId, userId, addonId);
    if (!updated) throw notFound('The dedicated IP');
    return toView(updated);
  });
}
