import { randomBytes } from 'node:crypto';
import type { FulfilmentRequest, FulfilmentResult } from '@burrow/contract/fulfilment';
import {
  firstFreeAddress,
  type DedicatedIpLocationCode,
} from '@burrow/domain/dedicated-ip-locations';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { AppError } from '../../platform/errors';
import { tenantsWithOpenRequests } from './fulfilment-repository';
import { fulfilRequest, listFulfilmentRequests } from './fulfilment-service';

/**
 * The built-in sandbox eSIM provider's SM-DP+ server: what demo profiles name. A real
 * provider sends its own address with each profile it issues.
 */
export const SANDBOX_SMDP_ADDRESS = 'smdp.sandbox.burrow.test';
const SANDBOX_ESIM_DATA_GB = 5;
const SANDBOX_ESIM_VALID_DAYS = 30;
const SANDBOX_COUPON_VALID_DAYS = 90;
const DAY_MS = 86_400_000;

/**
 * The lowest address of the location's RFC 5737 documentation pool (decision 0046) that no
 * live add-on holds: nothing the sandbox hands out routes anywhere. Null when it is full.
 */
export async function sandboxAddress(
  db: Queryable,
  tenantId: string,
  location: DedicatedIpLocationCode,
): Promise<string | null> {
  const held = await db.query<{ ip_address: string }>(
    `SELECT d.ip_address FROM dedicated_ips d JOIN subscription_addons a ON a.id = d.addon_id
      WHERE d.tenant_id = $1 AND d.location = $2 AND d.ip_address IS NOT NULL AND a.status <> 'CANCELLED'`,
    [tenantId, location],
  );
  return firstFreeAddress(location, new Set(held.map((row) => row.ip_address)));
}

export function sandboxEsimProfile(
  now: Date,
  dataGb = SANDBOX_ESIM_DATA_GB,
  expiresAt = new Date(now.getTime() + SANDBOX_ESIM_VALID_DAYS * DAY_MS),
): FulfilmentResult {
  return {
    kind: 'esim',
    smdp_address: SANDBOX_SMDP_ADDRESS,
    matching_id: randomBytes(16).toString('hex').toUpperCase(),
    data_gb: dataGb,
    expires_at: expiresAt.toISOString(),
  };
}

export function sandboxRouterCoupon(
  now: Date,
  expiresAt = new Date(now.getTime() + SANDBOX_COUPON_VALID_DAYS * DAY_MS),
): FulfilmentResult {
  return {
    kind: 'router_coupon',
    code: `AIRCOVE-${randomBytes(4).toString('hex').toUpperCase()}`,
    expires_at: expiresAt.toISOString(),
  };
}

async function sandboxResult(
  ctx: Pick<AppContext, 'db'>,
  tenantId: string,
  request: FulfilmentRequest,
  now: Date,
): Promise<FulfilmentResult | null> {
  switch (request.kind) {
    case 'dedicated_ip': {
      if (!request.location) return null;
      const ipAddress = await sandboxAddress(ctx.db, tenantId, request.location);
      return ipAddress ? { kind: 'dedicated_ip', ip_address: ipAddress } : null;
    }
    case 'esim':
      return sandboxEsimProfile(now);
    case 'router_coupon':
      return sandboxRouterCoupon(now);
  }
}

/**
 * Demo mode's stand-in for a VPN's back office (decision 0094): completes every open request
 * through the same fulfil step the service endpoint uses. `server.ts` runs it every few
 * seconds when SANDBOX_FULFILMENT is on; a request it cannot complete (a full address pool,
 * one cancelled meanwhile) is logged and left for the next run.
 */
export async function runSandboxFulfilment(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<number> {
  let fulfilled = 0;
  for (const tenantId of await tenantsWithOpenRequests(ctx.db)) {
    const open = await listFulfilmentRequests(ctx, tenantId, { state: 'requested', limit: 100 });
    for (const request of open.fulfilment_requests) {
      const result = await sandboxResult(ctx, tenantId, request, ctx.clock.now());
      if (!result) {
        log?.warn({ requestId: request.id }, 'sandbox fulfilment: no free address in the location');
        continue;
      }
      try {
        await fulfilRequest(ctx, tenantId, request.id, result);
        fulfilled += 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        log?.warn({ requestId: request.id, code: error.code }, 'sandbox fulfilment refused');
      }
    }
  }
  return fulfilled;
}
