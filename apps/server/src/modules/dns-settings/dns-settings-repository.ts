import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';

export interface DnsSettingsRow {
  auto_auth_enabled: boolean;
  authorized_ip: string | null;
  ip_authorized_at: Date | null;
  hostname: string | null;
  hostname_updated_at: Date | null;
}

const COLUMNS = 'auto_auth_enabled, authorized_ip, ip_authorized_at, hostname, hostname_updated_at';

export function findDnsSettings(db: Queryable, tenantId: string, userId: string) {
  return queryOne<DnsSettingsRow>(
    db,
    `SELECT ${COLUMNS} FROM dns_settings WHERE tenant_id = $1 AND user_id = $2`,
    [tenantId, userId],
  );
}

// Each change is one upsert: the customer's row is made by their first change, and two
// changes at once each keep the other's column.

export async function saveAutoAuth(
  db: Queryable,
  tenantId: string,
  userId: string,
  enabled: boolean,
  now: Date,
) {
  return queryOne<DnsSettingsRow>(
    db,
    `INSERT INTO dns_settings (tenant_id, user_id, auto_auth_enabled, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (tenant_id, user_id) DO UPDATE SET auto_auth_enabled = $3, updated_at = $4
     RETURNING ${COLUMNS}`,
    [tenantId, userId, enabled, now],
  );
}

export async function saveAuthorizedIp(
  db: Queryable,
  tenantId: string,
  userId: string,
  address: string,
  now: Date,
) {
  return queryOne<DnsSettingsRow>(
    db,
    `INSERT INTO dns_settings (tenant_id, user_id, authorized_ip, ip_authorized_at, updated_at)
     VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (tenant_id, user_id) DO UPDATE SET authorized_ip = $3, ip_authorized_at = $4, updated_at = $4
     RETURNING ${COLUMNS}`,
    [tenantId, userId, address, now],
  );
}

/** `hostname` null removes it. */
export async function saveHostname(
  db: Queryable,
  tenantId: string,
  userId: string,
  hostname: string | null,
  now: Date,
) {
  return queryOne<DnsSettingsRow>(
    db,
    `INSERT INTO dns_settings (tenant_id, user_id, hostname, hostname_updated_at, updated_at)
     VALUES ($1, $2, $3::text, CASE WHEN $3::text IS NULL THEN NULL ELSE $4::timestamptz END, $4)
     ON CONFLICT (tenant_id, user_id) DO UPDATE SET hostname = EXCLUDED.hostname,
       hostname_updated_at = EXCLUDED.hostname_updated_at, updated_at = $4
     RETURNING ${COLUMNS}`,
    [tenantId, userId, hostname, now],
  );
}

/** Forgets the DNS settings of an account being erased (decision 0043). */
export async function deleteDnsSettings(db: Queryable, tenantId: string, userId: string) {
  await db.query(`DELETE FROM dns_settings WHERE tenant_id = $1 AND user_id = $2`, [
    tenantId,
    userId,
  ]);
}
