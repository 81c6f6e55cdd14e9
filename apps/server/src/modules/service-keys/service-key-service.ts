import { createHash, randomBytes } from 'node:crypto';
import type { ServiceScope } from '@burrow/contract/service-api';
import type { AppContext } from '../../app-context';
import { queryOne, type Queryable } from '../../db/database';
import { AppError } from '../../platform/errors';
import {
  findServiceKeyByHash,
  insertServiceKey,
  listServiceKeyRows,
  recordServiceKeyUse,
  revokeServiceKeyRow,
  type ServiceKeyRow,
} from './service-key-repository';

/** `bk_live_…` in production, `bk_test_…` anywhere else, so a test key is never mistaken for a real one. */
const KEY_PATTERN = /^bk_(live|test)_[A-Za-z0-9_-]{43}$/;
/** The mode and this many characters of the secret are shown in lists: enough to tell keys apart. */
const VISIBLE_SECRET_CHARACTERS = 8;
/** Recording every request's use would make each read a write; a minute is precise enough. */
const LAST_USED_GRANULARITY_MS = 60_000;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the key services need: any connection, so a caller may pass its transaction. */
export type ServiceKeyContext = Pick<AppContext, 'config' | 'clock'> & { db: Queryable };

/** A key as lists show it: never its secret, which only its creator ever saw. */
export interface ServiceKeySummary {
  id: string;
  tenantId: string;
  name: string;
  visiblePrefix: string;
  scopes: ServiceScope[];
  createdAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export interface CreatedServiceKey extends ServiceKeySummary {
  /** The whole key, shown this once: only its hash is stored. */
  key: string;
}

export interface AuthenticatedServiceKey {
  id: string;
  tenantId: string;
  scopes: readonly ServiceScope[];
}

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function summaryOf(row: ServiceKeyRow): ServiceKeySummary {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    name: row.name,
    visiblePrefix: row.visible_prefix,
    scopes: row.scopes,
    createdAt: row.created_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  };
}

export async function createServiceKey(
  ctx: ServiceKeyContext,
  input: { tenantId: string; name: string; scopes: readonly ServiceScope[] },
): Promise<CreatedServiceKey> {
  const name = input.name.trim();
  if (name.length < 1 || name.length > 100)
    throw new AppError(400, 'invalid_request', 'A key needs a name of 1 to 100 characters.');
  const scopes = [...new Set(input.scopes)].sort();
  if (scopes.length === 0)
    throw new AppError(400, 'invalid_request', 'A key needs at least one scope.');
  const tenant = await queryOne<{ id: string }>(ctx.db, 'SELECT id FROM tenants WHERE id = $1', [
    input.tenantId,
  ]);
  if (!tenant) throw new AppError(404, 'tenant_not_found', 'This storefront does not exist.');
  const mode = ctx.config.env === 'production' ? 'live' : 'test';
  const secret = randomBytes(32).toString('base64url');
  const key = `bk_${mode}_${secret}`;
  const row = await insertServiceKey(ctx.db, {
    tenantId: input.tenantId,
    name,
    visiblePrefix: `bk_${mode}_${secret.slice(0, VISIBLE_SECRET_CHARACTERS)}`,
    secretHash: hashKey(key),
    scopes,
    createdAt: ctx.clock.now(),
  });
  if (!row) throw new Error('the service key was not stored');
  return { ...summaryOf(row), key };
}

export async function listServiceKeys(
  ctx: Pick<ServiceKeyContext, 'db'>,
  tenantId: string,
): Promise<ServiceKeySummary[]> {
  return (await listServiceKeyRows(ctx.db, tenantId)).map(summaryOf);
}

/** Revokes a key; with `tenantId`, only that storefront's (another's is not found). */
export async function revokeServiceKey(
  ctx: ServiceKeyContext,
  id: string,
  tenantId?: string,
): Promise<ServiceKeySummary> {
  const row = UUID_PATTERN.test(id)
    ? await revokeServiceKeyRow(ctx.db, id.toLowerCase(), ctx.clock.now(), tenantId)
    : undefined;
  if (!row) throw new AppError(404, 'not_found', `No service key has the id ${id}.`);
  return summaryOf(row);
}

/**
 * The live key an `Authorization: Bearer bk_…` header names, or undefined for a missing,
 * malformed, unknown or revoked one: the caller cannot tell these apart.
 */
export async function authenticateServiceKey(
  ctx: AppContext,
  authorization: string | undefined,
): Promise<AuthenticatedServiceKey | undefined> {
  const match = /^Bearer ([^\s]+)$/i.exec(authorization?.trim() ?? '');
  const key = match?.[1];
  if (!key || !KEY_PATTERN.test(key)) return undefined;
  const row = await findServiceKeyByHash(ctx.db, hashKey(key));
  if (!row || row.revoked_at !== null) return undefined;
  const now = ctx.clock.now();
  if (
    row.last_used_at === null ||
    now.getTime() - row.last_used_at.getTime() >= LAST_USED_GRANULARITY_MS
  ) {
    await recordServiceKeyUse(ctx.db, row.id, now);
  }
  return { id: row.id, tenantId: row.tenant_id, scopes: row.scopes };
}
