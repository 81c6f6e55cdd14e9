import type { Queryable } from '../../db/database';
import { recordFulfilmentRequest } from '../fulfilment/fulfilment-service';

/**
 * Asks the back office for an Aircove router coupon for a subscription, in the caller's
 * transaction: a fulfilment request (with its webhook) and the coupon row, being set up until
 * the code arrives. Answers the request's id.
 */
export async function requestRouterCoupon(
  tx: Queryable,
  input: { tenantId: string; userId: string; subscriptionId: string },
  now: Date,
): Promise<string> {
  const request = await recordFulfilmentRequest(
    tx,
    { ...input, kind: 'router_coupon', addonId: null, location: null },
    now,
  );
  await tx.query(
    `INSERT INTO router_coupons (tenant_id, subscription_id, requested_at, fulfilment_request_id)
     VALUES ($1, $2, $3, $4)`,
    [input.tenantId, input.subscriptionId, now, request.id],
  );
  return request.id;
}
