import type { ServiceScope } from '@burrow/contract/service-api';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';

export interface ServiceKeyRow {
  id: string;
  tenant_id: string;
  name: string;
  visible_prefix: string;
  scopes: ServiceScope[];
  created_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

const KEY_COLUMNS =
  'id, tenant_id, name, visible_prefix, scopes, created_at, revoked_at, last_used_at';

export function insertServiceKey(
  db: Queryable,
  key: {
    tenantId: string;
    name: string;
    visiblePrefix: string;
    secretHash: string;
    scopes: readonly ServiceScope[];
    createdAt: Date;
  },
): Promise<ServiceKeyRow | undefined> {
  return queryOne<ServiceKeyRow>(
    db,
    `INSERT INTO service_api_keys (tenant_id, name, visible_prefix, secret_hash, scopes, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING ${KEY_COLUMNS}`,
    [key.tenantId, key.name, key.visiblePrefix, key.secretHash, key.scopes, key.createdAt],
  );
}

export function findServiceKeyByHash(
  db: Queryable,
  secretHash: string,
): Promise<ServiceKeyRow | undefined> {
  return queryOne<ServiceKeyRow>(
    db,
    `SELECT ${KEY_COLUMNS} FROM service_api_keys WHERE secret_hash = $1`,
    [secretHash],
  );
}

export function listServiceKeyRows(db: Queryable, tenantId: string): Promise<ServiceKeyRow[]> {
  return db.query<ServiceKeyRow>(
    `SELECT ${KEY_COLUMNS} FROM service_api_keys WHERE tenant_id = $1 ORDER BY created_at, id`,
    [tenantId],
  );
}

/** Revokes once: a second revocation keeps the first moment. */
export function revokeServiceKeyRow(
  db: Queryable,
  id: string,
  now: Date,
  tenantId?: string,
): Promise<ServiceKeyRow | undefined> {
  return queryOne<ServiceKeyRow>(
    db,
    `UPDATE service_api_keys SET revoked_at = COALESCE(revoked_at, $2)
     WHERE id = $1 AND ($3::text IS NULL OR tenant_id = $3) RETURNING ${KEY_COLUMNS}`,
    [id, now, tenantId ?? null],
  );
}

/** Only moves forward, so two servers recording the same minute cannot move it back. */
export async function recordServiceKeyUse(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE service_api_keys SET last_used_at = $2
     WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < $2)`,
    [id, now],
  );
}
