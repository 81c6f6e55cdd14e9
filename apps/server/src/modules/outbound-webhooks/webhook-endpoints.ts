import { randomBytes } from 'node:crypto';
import { isWebhookEventType, type WebhookEventType } from '@burrow/contract/webhook-endpoints';
import { queryOne, type Queryable } from '../../db/database';
import type { Config } from '../../platform/config';
import { invalidRequest, notFound } from '../../platform/errors';

export interface WebhookEndpoint {
  id: string;
  tenant_id: string;
  url: string;
  description: string;
  event_types: WebhookEventType[];
  enabled: boolean;
  disabled_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

const ENDPOINT_COLUMNS = `id, tenant_id, url, description, event_types, enabled, disabled_reason, created_at, updated_at`;

/** A signing secret as the specification writes it: `whsec_` + base64 of 24 random bytes. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/**
 * Which URLs an endpoint may have: https only in production, where events carry customers'
 * ids over the internet; demo mode also takes http, for a receiver on the same machine.
 */
export interface WebhookUrlRule {
  httpAllowed: boolean;
}

export function webhookUrlRule(config: Pick<Config, 'demoMode'>): WebhookUrlRule {
  return { httpAllowed: config.demoMode };
}

function checkedUrl(url: string, rule: WebhookUrlRule): string {
  const wanted = rule.httpAllowed ? 'an absolute http(s) URL' : 'an absolute https URL';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalidRequest(`The endpoint needs ${wanted}.`, { url: 'invalid' });
  }
  const allowed = rule.httpAllowed ? ['https:', 'http:'] : ['https:'];
  if (!allowed.includes(parsed.protocol)) {
    throw invalidRequest(`The endpoint needs ${wanted}.`, {
      url: parsed.protocol === 'http:' ? 'https_required' : 'invalid',
    });
  }
  return parsed.toString();
}

function checkedEventTypes(types: readonly string[]): WebhookEventType[] {
  const unknown = types.filter((type) => !isWebhookEventType(type));
  if (unknown.length > 0) {
    throw invalidRequest(`Unknown event types: ${unknown.join(', ')}`, { eventTypes: 'invalid' });
  }
  return [...new Set(types as WebhookEventType[])].sort();
}

const endpointNotFound = () => notFound('The webhook endpoint');

/** Creates an endpoint; its secret is answered once, here (and by `rotateWebhookSecret`). */
export async function createWebhookEndpoint(
  db: Queryable,
  tenantId: string,
  input: { url: string; description?: string; eventTypes?: readonly string[] },
  now: Date,
  urlRule: WebhookUrlRule,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const secret = generateWebhookSecret();
  const endpoint = await queryOne<WebhookEndpoint>(
    db,
    `INSERT INTO webhook_endpoints (tenant_id, url, description, event_types, secret, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING ${ENDPOINT_COLUMNS}`,
    [
      tenantId,
      checkedUrl(input.url, urlRule),
      input.description ?? '',
      checkedEventTypes(input.eventTypes ?? []),
      secret,
      now,
    ],
  );
  if (!endpoint) throw new Error('webhook endpoint insert returned no row');
  return { endpoint, secret };
}

export async function listWebhookEndpoints(
  db: Queryable,
  tenantId: string,
): Promise<WebhookEndpoint[]> {
  return db.query<WebhookEndpoint>(
    `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE tenant_id = $1 ORDER BY created_at, id`,
    [tenantId],
  );
}

export async function getWebhookEndpoint(
  db: Queryable,
  tenantId: string,
  endpointId: string,
): Promise<WebhookEndpoint> {
  const endpoint = await queryOne<WebhookEndpoint>(
    db,
    `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE tenant_id = $1 AND id::text = $2`,
    [tenantId, endpointId],
  );
  if (!endpoint) throw endpointNotFound();
  return endpoint;
}

/**
 * Changes an endpoint's URL, description, event types or whether it is enabled. Enabling it
 * again clears why it was disabled; deliveries it missed while disabled are then sent.
 */
export async function updateWebhookEndpoint(
  db: Queryable,
  tenantId: string,
  endpointId: string,
  changes: {
    url?: string;
    description?: string;
    eventTypes?: readonly string[];
    enabled?: boolean;
  },
  now: Date,
  urlRule: WebhookUrlRule,
): Promise<WebhookEndpoint> {
  const endpoint = await queryOne<WebhookEndpoint>(
    db,
    `UPDATE webhook_endpoints SET
       url = COALESCE($3, url), description = COALESCE($4, description),
       event_types = COALESCE($5, event_types), enabled = COALESCE($6, enabled),
       disabled_reason = CASE WHEN $6::boolean IS NULL THEN disabled_reason
                              WHEN $6 THEN NULL ELSE 'disabled by the operator' END,
       updated_at = $7
     WHERE tenant_id = $1 AND id::text = $2 RETURNING ${ENDPOINT_COLUMNS}`,
    [
      tenantId,
      endpointId,
      changes.url === undefined ? null : checkedUrl(changes.url, urlRule),
      changes.description ?? null,
      changes.eventTypes === undefined ? null : checkedEventTypes(changes.eventTypes),
      changes.enabled ?? null,
      now,
    ],
  );
  if (!endpoint) throw endpointNotFound();
  return endpoint;
}

export async function disableWebhookEndpoint(
  db: Queryable,
  tenantId: string,
  endpointId: string,
  now: Date,
): Promise<WebhookEndpoint> {
  // Changes no URL, so no URL rule applies.
  return updateWebhookEndpoint(db, tenantId, endpointId, { enabled: false }, now, {
    httpAllowed: true,
  });
}

/** Deletes an endpoint with its deliveries and their log. */
export async function deleteWebhookEndpoint(
  db: Queryable,
  tenantId: string,
  endpointId: string,
): Promise<void> {
  const rows = await db.query(
    `DELETE FROM webhook_endpoints WHERE tenant_id = $1 AND id::text = $2 RETURNING id`,
    [tenantId, endpointId],
  );
  if (rows.length === 0) throw endpointNotFound();
}

/** A new secret at once; the old one stops signing (the receiver must switch with it). */
export async function rotateWebhookSecret(
  db: Queryable,
  tenantId: string,
  endpointId: string,
  now: Date,
): Promise<string> {
  const secret = generateWebhookSecret();
  const rows = await db.query(
    `UPDATE webhook_endpoints SET secret = $3, updated_at = $4
      WHERE tenant_id = $1 AND id::text = $2 RETURNING id`,
    [tenantId, endpointId, secret, now],
  );
  if (rows.length === 0) throw endpointNotFound();
  return secret;
}

export interface WebhookDeliveryLogEntry {
  delivery_id: string;
  message_id: string;
  event_type: WebhookEventType;
  status: 'pending' | 'delivered' | 'failed';
  next_attempt_at: Date;
  attempts: {
    attempted_at: string;
    status_code: number | null;
    response_snippet: string;
    error: string | null;
  }[];
}

/**
 * An endpoint's deliveries, newest first, each with every attempt and its status code.
 * An endpoint that is not the storefront's is not found (not an empty log).
 */
export async function listWebhookDeliveries(
  db: Queryable,
  tenantId: string,
  endpointId: string,
  limit = 50,
): Promise<WebhookDeliveryLogEntry[]> {
  await getWebhookEndpoint(db, tenantId, endpointId);
  return db.query<WebhookDeliveryLogEntry>(
    `SELECT d.id AS delivery_id, d.message_id, m.event_type, d.status, d.next_attempt_at,
            COALESCE((SELECT json_agg(json_build_object('attempted_at', a.attempted_at,
                        'status_code', a.status_code, 'response_snippet', a.response_snippet,
                        'error', a.error) ORDER BY a.attempted_at, a.id)
                        FROM webhook_delivery_attempts a WHERE a.delivery_id = d.id), '[]') AS attempts
       FROM webhook_deliveries d JOIN webhook_messages m ON m.id = d.message_id
      WHERE d.tenant_id = $1 AND d.endpoint_id::text = $2
      ORDER BY d.created_at DESC, m.id DESC LIMIT $3`,
    [tenantId, endpointId, limit],
  );
}

/**
 * Sends one delivery again, now, with the same `webhook-id`: it is due at once and its
 * retries start over. The worker sends it on its next run.
 */
export async function replayWebhookDelivery(
  db: Queryable,
  tenantId: string,
  deliveryId: string,
  now: Date,
): Promise<{ delivery_id: string; next_attempt_at: Date }> {
  const replayed = await queryOne<{ delivery_id: string; next_attempt_at: Date }>(
    db,
    `UPDATE webhook_deliveries SET status = 'pending', attempts = 0, next_attempt_at = $3,
       claim = NULL, claimed_until = NULL, delivered_at = NULL
     WHERE tenant_id = $1 AND id::text = $2 RETURNING id AS delivery_id, next_attempt_at`,
    [tenantId, deliveryId, now],
  );
  if (!replayed) throw notFound('The webhook delivery');
  return replayed;
}

/** How an endpoint's deliveries went lately: failed attempts since a moment, and the last. */
export interface WebhookFailureSummary {
  endpoint_id: string;
  failures: number;
  last_failure_at: Date | null;
}

/**
 * Each endpoint of the storefront with its failed attempts (no answer, or not 2xx) since
 * `since`; endpoints without any are left out.
 */
export async function recentWebhookFailures(
  db: Queryable,
  tenantId: string,
  since: Date,
): Promise<WebhookFailureSummary[]> {
  return db.query<WebhookFailureSummary>(
    `SELECT d.endpoint_id::text AS endpoint_id, count(*)::int AS failures,
            max(a.attempted_at) AS last_failure_at
       FROM webhook_delivery_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id
      WHERE d.tenant_id = $1 AND a.attempted_at >= $2
        AND (a.status_code IS NULL OR a.status_code NOT BETWEEN 200 AND 299)
      GROUP BY d.endpoint_id`,
    [tenantId, since],
  );
}
