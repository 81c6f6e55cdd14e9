import type { FulfilmentResult } from '@burrow/contract/fulfilment';
import type { Queryable } from '../../db/database';
import { AppError } from '../../platform/errors';
import type { FulfilmentRequestRow } from './fulfilment-repository';

/**
 * Writes what the back office sent into the row that waits for the request: the dedicated
 * IP's address, the eSIM's profile, the router coupon's code. The request's kind and the
 * result's kind have already been matched.
 */
export async function applyResult(
  tx: Queryable,
  request: FulfilmentRequestRow,
  result: FulfilmentResult,
  now: Date,
): Promise<void> {
  switch (result.kind) {
    case 'dedicated_ip':
      await assignAddress(tx, request, result.ip_address, now);
      return;
    case 'esim':
      await tx.query(
        `UPDATE holiday_esims SET smdp_address = $2, matching_id = $3, data_gb = $4, expires_at = $5
          WHERE fulfilment_request_id = $1`,
        [request.id, result.smdp_address, result.matching_id, result.data_gb, result.expires_at],
      );
      return;
    case 'router_coupon':
      await tx.query(
        `UPDATE router_coupons SET code = $2, expires_at = $3 WHERE fulfilment_request_id = $1`,
        [request.id, result.code, result.expires_at],
      );
      return;
  }
}

/**
 * An address is held by at most one live add-on of a storefront: an add-on that was
 * cancelled gives its address up here, to the add-on the back office now assigns it to.
 * The advisory lock serialises assignments of one address (the unique index backs it).
 */
async function assignAddress(
  tx: Queryable,
  request: FulfilmentRequestRow,
  ipAddress: string,
  now: Date,
): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [
    `dedicated-ip:${request.tenant_id}:${ipAddress}`,
  ]);
  await tx.query(
    `DELETE FROM dedicated_ips d USING subscription_addons a
      WHERE d.addon_id = a.id AND d.tenant_id = $1 AND d.ip_address = $2 AND a.status = 'CANCELLED'`,
    [request.tenant_id, ipAddress],
  );
  const holders = await tx.query<{ addon_id: string }>(
    `SELECT addon_id FROM dedicated_ips WHERE tenant_id = $1 AND ip_address = $2 AND addon_id <> $3`,
    [request.tenant_id, ipAddress, request.addon_id],
  );
  if (holders.length > 0) {
    throw new AppError(
      409,
      'dedicated_ip_address_taken',
      `${ipAddress} is held by another dedicated IP of this storefront. Assign a free address.`,
    );
  }
  await tx.query(
    `UPDATE dedicated_ips SET ip_address = $2, assigned_at = $3 WHERE fulfilment_request_id = $1`,
    [request.id, ipAddress, now],
  );
}
