import type {
  FulfilmentKind,
  FulfilmentRequest,
  FulfilmentResult,
  FulfilmentState,
} from '@burrow/contract/fulfilment';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { AppError, notFound } from '../../platform/errors';
import { enqueueWebhookEvent } from '../outbound-webhooks/webhook-events';
import {
  cancelUnwantedRequests,
  findRequest,
  insertRequest,
  listRequests,
  markFulfilled,
  type FulfilmentRequestRow,
  type NewFulfilmentRequest,
} from './fulfilment-repository';
import { applyResult } from './fulfilment-targets';

type FulfilmentContext = Pick<AppContext, 'db' | 'clock'>;

/** The wire shape: ids, kind, state and result; nothing personal about the customer. */
function toWire(row: FulfilmentRequestRow): FulfilmentRequest {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    customer_id: row.user_id,
    subscription_id: row.subscription_id,
    addon_id: row.addon_id,
    location: row.location,
    requested_at: row.requested_at.toISOString(),
    fulfilled_at: row.fulfilled_at?.toISOString() ?? null,
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    result: row.result,
  };
}

/**
 * Records a request in the caller's transaction and announces it with
 * `addon.fulfilment_requested` (the outbox): the request and its webhook exist exactly when
 * the change that asked for it commits. The caller links the row that waits for it.
 */
export async function recordFulfilmentRequest(
  tx: Queryable,
  input: NewFulfilmentRequest,
  now: Date,
): Promise<FulfilmentRequest> {
  const request = toWire(await insertRequest(tx, input, now));
  await enqueueWebhookEvent(tx, input.tenantId, 'addon.fulfilment_requested', request, now);
  return request;
}

export async function listFulfilmentRequests(
  ctx: FulfilmentContext,
  tenantId: string,
  filter: { state?: FulfilmentState; kind?: FulfilmentKind; limit: number },
): Promise<{ fulfilment_requests: FulfilmentRequest[] }> {
  const rows = await ctx.db.transaction(async (tx) => {
    await cancelUnwantedRequests(tx, tenantId, ctx.clock.now());
    return listRequests(tx, tenantId, filter);
  });
  return { fulfilment_requests: rows.map(toWire) };
}

export async function getFulfilmentRequest(
  ctx: FulfilmentContext,
  tenantId: string,
  requestId: string,
): Promise<FulfilmentRequest> {
  const row = await ctx.db.transaction(async (tx) => {
    await cancelUnwantedRequests(tx, tenantId, ctx.clock.now(), requestId);
    return findRequest(tx, tenantId, requestId, { lock: false });
  });
  if (!row) throw notFound('The fulfilment request');
  return toWire(row);
}

/** The same result, whatever key order or time-zone spelling it was sent in. */
function normalise(result: FulfilmentResult): FulfilmentResult {
  switch (result.kind) {
    case 'dedicated_ip':
      return { kind: result.kind, ip_address: result.ip_address.toLowerCase() };
    case 'esim':
      return {
        kind: result.kind,
        smdp_address: result.smdp_address.toLowerCase(),
        matching_id: result.matching_id,
        data_gb: result.data_gb,
        expires_at: new Date(result.expires_at).toISOString(),
      };
    case 'router_coupon':
      return {
        kind: result.kind,
        code: result.code,
        expires_at: new Date(result.expires_at).toISOString(),
      };
  }
}

function sameResult(a: FulfilmentResult, b: FulfilmentResult): boolean {
  const canonical = (r: FulfilmentResult) =>
    JSON.stringify(Object.entries(normalise(r)).sort(([x], [y]) => x.localeCompare(y)));
  return canonical(a) === canonical(b);
}

const fulfilmentCancelled = () =>
  new AppError(
    409,
    'fulfilment_cancelled',
    'This request was cancelled: the customer no longer wants it (the add-on or plan ended, or another location was chosen).',
  );

type FulfilOutcome = { fulfilled: FulfilmentRequest } | { cancelled: true };

/**
 * Completes a request in the caller's transaction: the one fulfil step behind the service
 * endpoint, the sandbox fulfiller and the demo seed. A request no longer wanted is marked
 * cancelled here and answered `{cancelled}`, so the caller commits the cancellation before
 * refusing.
 */
export async function fulfilRequestInTransaction(
  tx: Queryable,
  tenantId: string,
  requestId: string,
  sent: FulfilmentResult,
  now: Date,
): Promise<FulfilOutcome> {
  await cancelUnwantedRequests(tx, tenantId, now, requestId);
  const request = await findRequest(tx, tenantId, requestId, { lock: true });
  if (!request) throw notFound('The fulfilment request');
  if (request.kind !== sent.kind) {
    throw new AppError(
      422,
      'fulfilment_kind_mismatch',
      `This request is for a ${request.kind}; send a ${request.kind} result.`,
      { expected_kind: request.kind },
    );
  }
  if (request.state === 'cancelled') return { cancelled: true };
  const result = normalise(sent);
  if (request.state === 'fulfilled') {
    if (request.result && sameResult(request.result, result)) return { fulfilled: toWire(request) };
    throw new AppError(
      409,
      'fulfilment_already_completed',
      'This request was already completed with a different result.',
      { result: request.result },
    );
  }
  await applyResult(tx, request, result, now);
  return { fulfilled: toWire(await markFulfilled(tx, request.id, result, now)) };
}

export async function fulfilRequest(
  ctx: FulfilmentContext,
  tenantId: string,
  requestId: string,
  result: FulfilmentResult,
): Promise<FulfilmentRequest> {
  const outcome = await ctx.db.transaction((tx) =>
    fulfilRequestInTransaction(tx, tenantId, requestId, result, ctx.clock.now()),
  );
  if ('cancelled' in outcome) throw fulfilmentCancelled();
  return outcome.fulfilled;
}
