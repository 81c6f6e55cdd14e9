import type { DedicatedIp, DedicatedIpListResponse } from '@burrow/contract/dedicated-ip';
import {
  DEDICATED_IP_LOCATIONS,
  type DedicatedIpLocationCode,
} from '@burrow/domain/dedicated-ip-locations';
import { krnId, makeKrn } from '@burrow/domain/krn';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { notFound } from '../../platform/errors';
import { cancelRequest } from '../fulfilment/fulfilment-repository';
import { recordFulfilmentRequest } from '../fulfilment/fulfilment-service';
import {
  listDedicatedIps as listRows,
  lockDedicatedIp,
  saveRequestedLocation,
  type DedicatedIpRow,
} from './dedicated-ip-repository';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function statusOf(row: DedicatedIpRow): DedicatedIp['status'] {
  if (row.location === null) return 'awaiting_location';
  return row.ip_address === null ? 'being_set_up' : 'assigned';
}

function toView(row: DedicatedIpRow): DedicatedIp {
  return {
    id: row.addon_id,
    addon_krn: makeKrn('addon', row.addon_id),
    subscription_krn: makeKrn('subscription', row.subscription_id),
    plan_name: row.plan_name,
    status: statusOf(row),
    location: row.location,
    ip_address: row.ip_address,
    requested_at: row.requested_at?.toISOString() ?? null,
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
 * Asks the back office for an address in `location`, in the caller's transaction: a
 * fulfilment request (with its `addon.fulfilment_requested` webhook), and the add-on is being
 * set up there until the request is fulfilled. An open request for another location is
 * cancelled and any address held is given up. Also used to seed demo data.
 */
export async function requestDedicatedIp(
  tx: Queryable,
  current: Pick<DedicatedIpRow, 'addon_id' | 'subscription_id' | 'fulfilment_request_id'>,
  input: { tenantId: string; userId: string; location: DedicatedIpLocationCode },
  now: Date,
): Promise<string> {
  if (current.fulfilment_request_id !== null) {
    await cancelRequest(tx, current.fulfilment_request_id, now);
  }
  const request = await recordFulfilmentRequest(
    tx,
    {
      tenantId: input.tenantId,
      kind: 'dedicated_ip',
      userId: input.userId,
      subscriptionId: current.subscription_id,
      addonId: current.addon_id,
      location: input.location,
    },
    now,
  );
  await saveRequestedLocation(
    tx,
    {
      tenantId: input.tenantId,
      addonId: current.addon_id,
      location: input.location,
      fulfilmentRequestId: request.id,
    },
    now,
  );
  return request.id;
}

/**
 * Chooses a dedicated IP's location, or moves it to another one: a new request there, the
 * old address given up, in one transaction. Choosing the location it already has (being set
 * up or assigned) changes nothing. Anyone else's add-on (or a cancelled one) is 404.
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
    if (current.location === location) return toView(current);
    await requestDedicatedIp(tx, current, { tenantId, userId, location }, ctx.clock.now());
    const updated = await lockDedicatedIp(tx, tenantId, userId, addonId);
    if (!updated) throw notFound('The dedicated IP');
    return toView(updated);
  });
}
