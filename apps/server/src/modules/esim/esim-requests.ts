import type { Queryable } from '../../db/database';
import { recordFulfilmentRequest } from '../fulfilment/fulfilment-service';

/** The holiday eSIM comes with plans billed yearly or longer ("included with yearly plans"). */
export const HOLIDAY_ESIM_MIN_CYCLE_MONTHS = 12;

/**
 * Asks the back office for a subscription's holiday eSIM, in the caller's transaction: a
 * fulfilment request (with its webhook) and the eSIM row, being set up until the profile
 * arrives. Answers the request's id.
 */
export async function requestHolidayEsim(
  tx: Queryable,
  input: { tenantId: string; userId: string; subscriptionId: string },
  now: Date,
): Promise<string> {
  const request = await recordFulfilmentRequest(
    tx,
    { ...input, kind: 'esim', addonId: null, location: null },
    now,
  );
  await tx.query(
    `INSERT INTO holiday_esims (tenant_id, subscription_id, requested_at, fulfilment_request_id)
     VALUES ($1, $2, $3, $4)`,
    [input.tenantId, input.subscriptionId, now, request.id],
  );
  return request.id;
}
