import type {
  StaffApiKey,
  StaffApiKeyCreated,
  StaffApiKeyCreateRequestSchema,
  StaffWebhookEndpoint,
  StaffWebhookEndpointCreated,
  StaffWebhookEndpointCreateRequestSchema,
  StaffWebhookSecretRotated,
} from '@burrow/contract/staff-storefronts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { queryOne, type Queryable } from '../../db/database';
import { AppError } from '../../platform/errors';
import {
  createWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookEndpoints,
  recentWebhookFailures,
  rotateWebhookSecret,
  updateWebhookEndpoint,
  webhookUrlRule,
  type WebhookEndpoint,
} from '../outbound-webhooks/webhook-endpoints';
import { endpointWire } from '../outbound-webhooks/webhook-endpoint-routes';
import {
  createServiceKey,
  listServiceKeys,
  revokeServiceKey,
  type ServiceKeySummary,
} from '../service-keys/service-key-service';
import { requireStorefront } from '../tenancy/storefront-service';
import { appendStaffAudit, auditEntryOfKey } from './staff-audit-log';

/**
 * A storefront's service API keys and webhook endpoints from the console (decision 0125),
 * through the same services as the CLI and the service API: this file adds the storefront
 * check, the idempotency of what makes a secret, and the audit entry — never a secret in it.
 */

export interface StaffActor {
  staffId: string;
  requestId: string;
}

/** Failures counted in the endpoint list: the last day's, what an operator acts on. */
const RECENT_FAILURE_WINDOW_MS = 24 * 60 * 60 * 1000;

function apiKeyWire(key: ServiceKeySummary): StaffApiKey {
  return {
    id: key.id,
    name: key.name,
    prefix: key.visiblePrefix,
    scopes: key.scopes,
    created_at: key.createdAt,
    last_used_at: key.lastUsedAt,
    revoked_at: key.revokedAt,
  };
}

function staffEndpointWire(
  endpoint: WebhookEndpoint,
  failures?: { failures: number; last_failure_at: Date | null },
): StaffWebhookEndpoint {
  return {
    ...endpointWire(endpoint),
    recent_failures: failures?.failures ?? 0,
    last_failure_at: failures?.last_failure_at?.toISOString() ?? null,
  };
}

/**
 * A secret is shown once and only its hash (or the signer's copy) is kept, so a repeated
 * request cannot answer it again: the repeat is refused instead of making a second one.
 * The key's first use is found in the audit log, written in the same transaction.
 */
async function refuseRepeat(tx: Queryable, action: string, idempotencyKey: string) {
  const done = await auditEntryOfKey(tx, action, idempotencyKey);
  if (done)
    throw new AppError(
      409,
      'idempotency_key_reused',
      'This was already done, and its secret was shown then. Reload to see it in the list.',
      { target: done.target },
    );
}

export async function listStorefrontApiKeys(
  ctx: AppContext,
  storefrontId: string,
): Promise<StaffApiKey[]> {
  await requireStorefront(ctx.db, storefrontId);
  return (await listServiceKeys(ctx, storefrontId)).map(apiKeyWire);
}

export async function createStorefrontApiKey(
  ctx: AppContext,
  storefrontId: string,
  input: z.output<typeof StaffApiKeyCreateRequestSchema>,
  actor: StaffActor,
): Promise<StaffApiKeyCreated> {
  return ctx.db.transaction(async (tx) => {
    await requireStorefront(tx, storefrontId);
    await refuseRepeat(tx, 'api_key.created', input.idempotency_key);
    const now = ctx.clock.now();
    const created = await createServiceKey(
      { config: ctx.config, clock: ctx.clock, db: tx },
      { tenantId: storefrontId, name: input.name, scopes: input.scopes },
    );
    const { key, ...summary } = created;
    await appendStaffAudit(
      tx,
      {
        staffId: actor.staffId,
        action: 'api_key.created',
        target: `api_key:${summary.id}`,
        after: {
          storefront: storefrontId,
          name: summary.name,
          prefix: summary.visiblePrefix,
          scopes: summary.scopes,
          idempotency_key: input.idempotency_key,
        },
        reason: input.reason,
        requestId: actor.requestId,
      },
      now,
    );
    return { api_key: apiKeyWire(summary), key };
  });
}

export async function revokeStorefrontApiKey(
  ctx: AppContext,
  storefrontId: string,
  keyId: string,
  reason: string,
  actor: StaffActor,
): Promise<StaffApiKey> {
  return ctx.db.transaction(async (tx) => {
    await requireStorefront(tx, storefrontId);
    const before = await queryOne<{ revoked_at: Date | null }>(
      tx,
      `SELECT revoked_at FROM service_api_keys WHERE id = $1 AND tenant_id = $2 FOR UPDATE`,
      [keyId, storefrontId],
    );
    const revoked = await revokeServiceKey(
      { config: ctx.config, clock: ctx.clock, db: tx },
      keyId,
      storefrontId,
    );
    // Revoking a revoked key changes nothing, so it writes nothing either.
    if (before?.revoked_at === null) {
      await appendStaffAudit(
        tx,
        {
          staffId: actor.staffId,
          action: 'api_key.revoked',
          target: `api_key:${revoked.id}`,
          before: { storefront: storefrontId, prefix: revoked.visiblePrefix, revoked_at: null },
          after: {
            storefront: storefrontId,
            prefix: revoked.visiblePrefix,
            revoked_at: revoked.revokedAt,
          },
          reason,
          requestId: actor.requestId,
        },
        ctx.clock.now(),
      );
    }
    return apiKeyWire(revoked);
  });
}

export async function listStorefrontWebhookEndpoints(
  ctx: AppContext,
  storefrontId: string,
): Promise<StaffWebhookEndpoint[]> {
  await requireStorefront(ctx.db, storefrontId);
  const since = new Date(ctx.clock.now().getTime() - RECENT_FAILURE_WINDOW_MS);
  const [endpoints, failures] = await Promise.all([
    listWebhookEndpoints(ctx.db, storefrontId),
    recentWebhookFailures(ctx.db, storefrontId, since),
  ]);
  const byEndpoint = new Map(failures.map((failure) => [failure.endpoint_id, failure]));
  return endpoints.map((endpoint) => staffEndpointWire(endpoint, byEndpoint.get(endpoint.id)));
}

export async function createStorefrontWebhookEndpoint(
  ctx: AppContext,
  storefrontId: string,
  input: z.output<typeof StaffWebhookEndpointCreateRequestSchema>,
  actor: StaffActor,
): Promise<StaffWebhookEndpointCreated> {
  return ctx.db.transaction(async (tx) => {
    await requireStorefront(tx, storefrontId);
    await refuseRepeat(tx, 'webhook_endpoint.created', input.idempotency_key);
    const now = ctx.clock.now();
    const { endpoint, secret } = await createWebhookEndpoint(
      tx,
      storefrontId,
      { url: input.url, description: input.description, eventTypes: input.event_types },
      now,
      webhookUrlRule(ctx.config),
    );
    await appendStaffAudit(
      tx,
      {
        staffId: actor.staffId,
        action: 'webhook_endpoint.created',
        target: `webhook_endpoint:${endpoint.id}`,
        after: {
          storefront: storefrontId,
          url: endpoint.url,
          event_types: endpoint.event_types,
          enabled: endpoint.enabled,
          idempotency_key: input.idempotency_key,
        },
        reason: input.reason,
        requestId: actor.requestId,
      },
      now,
    );
    return { endpoint: staffEndpointWire(endpoint), secret };
  });
}

/** Disables or enables again; the same state twice changes and records nothing new. */
export async function setStorefrontWebhookEndpointEnabled(
  ctx: AppContext,
  storefrontId: string,
  endpointId: string,
  enabled: boolean,
  reason: string,
  actor: StaffActor,
): Promise<StaffWebhookEndpoint> {
  return ctx.db.transaction(async (tx) => {
    await requireStorefront(tx, storefrontId);
    const before = await getWebhookEndpoint(tx, storefrontId, endpointId);
    if (before.enabled === enabled) return staffEndpointWire(before);
    const now = ctx.clock.now();
    const after = await updateWebhookEndpoint(
      tx,
      storefrontId,
      endpointId,
      { enabled },
      now,
      webhookUrlRule(ctx.config),
    );
    await appendStaffAudit(
      tx,
      {
        staffId: actor.staffId,
        action: enabled ? 'webhook_endpoint.enabled' : 'webhook_endpoint.disabled',
        target: `webhook_endpoint:${endpointId}`,
        before: {
          storefront: storefrontId,
          enabled: before.enabled,
          disabled_reason: before.disabled_reason,
        },
        after: {
          storefront: storefrontId,
          enabled: after.enabled,
          disabled_reason: after.disabled_reason,
        },
        reason,
        requestId: actor.requestId,
      },
      now,
    );
    return staffEndpointWire(after);
  });
}

export async function rotateStorefrontWebhookSecret(
  ctx: AppContext,
  storefrontId: string,
  endpointId: string,
  input: { reason: string; idempotency_key: string },
  actor: StaffActor,
): Promise<StaffWebhookSecretRotated> {
  return ctx.db.transaction(async (tx) => {
    await requireStorefront(tx, storefrontId);
    await refuseRepeat(tx, 'webhook_endpoint.secret_rotated', input.idempotency_key);
    const now = ctx.clock.now();
    const secret = await rotateWebhookSecret(tx, storefrontId, endpointId, now);
    await appendStaffAudit(
      tx,
      {
        staffId: actor.staffId,
        action: 'webhook_endpoint.secret_rotated',
        target: `webhook_endpoint:${endpointId}`,
        after: { storefront: storefrontId, idempotency_key: input.idempotency_key },
        reason: input.reason,
        requestId: actor.requestId,
      },
      now,
    );
    return { endpoint_id: endpointId, secret };
  });
}
