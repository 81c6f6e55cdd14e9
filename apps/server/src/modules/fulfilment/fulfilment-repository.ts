import type {
  FulfilmentKind,
  FulfilmentResult,
  FulfilmentState,
} from '@burrow/contract/fulfilment';
import type { DedicatedIpLocationCode } from '@burrow/domain/dedicated-ip-locations';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';

export interface FulfilmentRequestRow {
  id: string;
  tenant_id: string;
  kind: FulfilmentKind;
  state: FulfilmentState;
  user_id: string;
  subscription_id: string;
  addon_id: string | null;
  location: DedicatedIpLocationCode | null;
  result: FulfilmentResult | null;
  requested_at: Date;
  fulfilled_at: Date | null;
  cancelled_at: Date | null;
}

export interface NewFulfilmentRequest {
  tenantId: string;
  kind: FulfilmentKind;
  userId: string;
  subscriptionId: string;
  addonId: string | null;
  location: DedicatedIpLocationCode | null;
}

export async function insertRequest(
  tx: Queryable,
  input: NewFulfilmentRequest,
  now: Date,
): Promise<FulfilmentRequestRow> {
  const row = await queryOne<FulfilmentRequestRow>(
    tx,
    `INSERT INTO fulfilment_requests
       (tenant_id, kind, state, user_id, subscription_id, addon_id, location, requested_at)
     VALUES ($1, $2, 'requested', $3, $4, $5, $6, $7) RETURNING *`,
    [
      input.tenantId,
      input.kind,
      input.userId,
      input.subscriptionId,
      input.addonId,
      input.location,
      now,
    ],
  );
  if (!row) throw new Error('fulfilment request insert returned no row');
  return row;
}

export function findRequest(
  db: Queryable,
  tenantId: string,
  requestId: string,
  { lock }: { lock: boolean },
): Promise<FulfilmentRequestRow | undefined> {
  return queryOne<FulfilmentRequestRow>(
    db,
    `SELECT * FROM fulfilment_requests WHERE tenant_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [tenantId, requestId],
  );
}

export function listRequests(
  db: Queryable,
  tenantId: string,
  filter: { state?: FulfilmentState; kind?: FulfilmentKind; limit: number },
): Promise<FulfilmentRequestRow[]> {
  return db.query<FulfilmentRequestRow>(
    `SELECT * FROM fulfilment_requests
      WHERE tenant_id = $1 AND ($2::text IS NULL OR state = $2) AND ($3::text IS NULL OR kind = $3)
      ORDER BY requested_at, id LIMIT $4`,
    [tenantId, filter.state ?? null, filter.kind ?? null, filter.limit],
  );
}

/** The storefronts with requests waiting, for the sandbox fulfiller. */
export async function tenantsWithOpenRequests(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ tenant_id: string }>(
    `SELECT DISTINCT tenant_id FROM fulfilment_requests WHERE state = 'requested' ORDER BY tenant_id`,
  );
  return rows.map((row) => row.tenant_id);
}

/**
 * Cancels open requests that are no longer wanted (decision 0094): the subscription was
 * revoked (refunded, disputed, closed), the add-on was cancelled, or nothing waits for the
 * request any more (the customer chose another location). Pending rows that waited for a
 * request cancelled here go too: a dedicated IP is then awaiting a location again. Limited to
 * one request when `requestId` is given. Answers the ids it cancelled.
 */
export async function cancelUnwantedRequests(
  tx: Queryable,
  tenantId: string,
  now: Date,
  requestId: string | null = null,
): Promise<string[]> {
  const cancelled = await tx.query<{ id: string }>(
    `UPDATE fulfilment_requests r SET state = 'cancelled', cancelled_at = $2
      WHERE r.tenant_id = $1 AND r.state = 'requested' AND ($3::uuid IS NULL OR r.id = $3::uuid)
        AND (EXISTS (SELECT 1 FROM subscriptions s WHERE s.id = r.subscription_id AND s.revoked_at IS NOT NULL)
          OR EXISTS (SELECT 1 FROM subscription_addons a WHERE a.id = r.addon_id AND a.status = 'CANCELLED')
          OR (NOT EXISTS (SELECT 1 FROM dedicated_ips d WHERE d.fulfilment_request_id = r.id)
              AND NOT EXISTS (SELECT 1 FROM holiday_esims e WHERE e.fulfilment_request_id = r.id)
              AND NOT EXISTS (SELECT 1 FROM router_coupons c WHERE c.fulfilment_request_id = r.id)))
      RETURNING r.id`,
    [tenantId, now, requestId],
  );
  const ids = cancelled.map((row) => row.id);
  if (ids.length > 0) await deletePendingRows(tx, ids);
  return ids;
}

/** Marks an open request cancelled and removes what waited for it. */
export async function cancelRequest(tx: Queryable, requestId: string, now: Date): Promise<void> {
  await tx.query(
    `UPDATE fulfilment_requests SET state = 'cancelled', cancelled_at = $2
      WHERE id = $1 AND state = 'requested'`,
    [requestId, now],
  );
  await deletePendingRows(tx, [requestId]);
}

async function deletePendingRows(tx: Queryable, requestIds: readonly string[]): Promise<void> {
  await tx.query(
    `DELETE FROM dedicated_ips WHERE fulfilment_request_id = ANY($1::uuid[]) AND ip_address IS NULL`,
    [requestIds],
  );
  await tx.query(
    `DELETE FROM holiday_esims WHERE fulfilment_request_id = ANY($1::uuid[]) AND matching_id IS NULL`,
    [requestIds],
  );
  await tx.query(
    `DELETE FROM router_coupons WHERE fulfilment_request_id = ANY($1::uuid[]) AND code IS NULL`,
    [requestIds],
  );
}

export async function markFulfilled(
  tx: Queryable,
  requestId: string,
  result: FulfilmentResult,
  now: Date,
): Promise<FulfilmentRequestRow> {
  const row = await queryOne<FulfilmentRequestRow>(
    tx,
    `UPDATE fulfilment_requests SET state = 'fulfilled', result = $2::jsonb, fulfilled_at = $3
      WHERE id = $1 RETURNING *`,
    [requestId, JSON.stringify(result), now],
  );
  if (!row) throw new Error('fulfilment request vanished while locked');
  return row;
}
