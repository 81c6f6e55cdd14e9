import type { SubscriptionItemStatus } from '@burrow/domain/subscription-lifecycle';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';

export interface DeviceRow {
  id: string;
  name: string;
  platform: string;
  activated_at: Date;
}

const DEVICE_COLUMNS = 'd.id, d.name, d.platform, d.activated_at';

/** The caller's subscription that a setup link token belongs to. */
export async function findSubscriptionIdByToken(
  db: Queryable,
  tenantId: string,
  userId: string,
  setupLinkToken: string,
) {
  return (
    await queryOne<{ id: string }>(
      db,
      `SELECT id FROM subscriptions WHERE tenant_id = $1 AND user_id = $2 AND setup_link_token = $3`,
      [tenantId, userId, setupLinkToken],
    )
  )?.id;
}

export function listDevices(db: Queryable, subscriptionId: string) {
  return db.query<DeviceRow>(
    `SELECT ${DEVICE_COLUMNS} FROM devices d WHERE d.subscription_id = $1 ORDER BY d.activated_at, d.id`,
    [subscriptionId],
  );
}

export async function pendingCodeExpiry(db: Queryable, subscriptionId: string, now: Date) {
  return (
    await queryOne<{ expires_at: Date }>(
      db,
      `SELECT expires_at FROM device_activation_codes
        WHERE subscription_id = $1 AND used_at IS NULL AND replaced_at IS NULL AND expires_at > $2
        ORDER BY expires_at DESC LIMIT 1`,
      [subscriptionId, now],
    )
  )?.expires_at;
}

/** Saves a new code for the subscription; earlier unused ones stop working. */
export async function saveActivationCode(
  tx: Queryable,
  input: { tenantId: string; subscriptionId: string; codeHash: string; expiresAt: Date },
  now: Date,
) {
  await tx.query(
    `UPDATE device_activation_codes SET replaced_at = $2
      WHERE subscription_id = $1 AND used_at IS NULL AND replaced_at IS NULL`,
    [input.subscriptionId, now],
  );
  await tx.query(
    `INSERT INTO device_activation_codes (code_hash, tenant_id, subscription_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [input.codeHash, input.tenantId, input.subscriptionId, now, input.expiresAt],
  );
}

export interface CodeSubscriptionRow {
  subscription_id: string;
  status: SubscriptionItemStatus;
  revoked: boolean;
}

/**
 * Claims a usable code (unused, not replaced, not expired) and locks its subscription, so
 * two apps racing with one code connect once and the device count is checked under the lock.
 */
export function claimActivationCode(tx: Queryable, tenantId: string, codeHash: string, now: Date) {
  return queryOne<CodeSubscriptionRow>(
    tx,
    `UPDATE device_activation_codes c SET used_at = $3
       FROM subscriptions s
      WHERE c.tenant_id = $1 AND c.code_hash = $2 AND c.used_at IS NULL AND c.replaced_at IS NULL
        AND c.expires_at > $3 AND s.id = c.subscription_id
      RETURNING c.subscription_id, s.status, s.revoked_at IS NOT NULL AS revoked`,
    [tenantId, codeHash, now],
  );
}

export async function lockSubscriptionDevices(tx: Queryable, subscriptionId: string) {
  await tx.query(`SELECT id FROM subscriptions WHERE id = $1 FOR UPDATE`, [subscriptionId]);
  const [row] = await tx.query<{ connected: string | number }>(
    `SELECT count(*) AS connected FROM devices WHERE subscription_id = $1`,
    [subscriptionId],
  );
  return Number(row?.connected ?? 0);
}

export function insertDevice(
  tx: Queryable,
  input: {
    tenantId: string;
    subscriptionId: string;
    name: string;
    platform: string;
    credentialHash: string;
  },
  now: Date,
) {
  return queryOne<DeviceRow>(
    tx,
    `INSERT INTO devices AS d (tenant_id, subscription_id, name, platform, credential_hash, activated_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${DEVICE_COLUMNS}`,
    [input.tenantId, input.subscriptionId, input.name, input.platform, input.credentialHash, now],
  );
}

/** Renames one of the caller's devices; undefined when it is not theirs (or not there). */
export function renameDevice(
  db: Queryable,
  input: { tenantId: string; userId: string; deviceId: string; name: string },
  now: Date,
) {
  return queryOne<DeviceRow>(
    db,
    `UPDATE devices d SET name = $4, renamed_at = $5
       FROM subscriptions s
      WHERE d.id = $3 AND d.tenant_id = $1 AND s.id = d.subscription_id AND s.user_id = $2
      RETURNING ${DEVICE_COLUMNS}`,
    [input.tenantId, input.userId, input.deviceId, input.name, now],
  );
}

/** Removes one of the caller's devices; false when it is not theirs (or not there). */
export async function deleteDevice(
  db: Queryable,
  input: { tenantId: string; userId: string; deviceId: string },
): Promise<{ subscription_id: string; platform: string } | undefined> {
  return queryOne<{ subscription_id: string; platform: string }>(
    db,
    `DELETE FROM devices d USING subscriptions s
      WHERE d.id = $3 AND d.tenant_id = $1 AND s.id = d.subscription_id AND s.user_id = $2
      RETURNING d.subscription_id, d.platform`,
    [input.tenantId, input.userId, input.deviceId],
  );
}

/** Forgets the devices and codes of an account being erased (decision 0043). */
export async function deleteDevicesOf(tx: Queryable, tenantId: string, userId: string) {
  await tx.query(
    `DELETE FROM devices d USING subscriptions s
      WHERE d.tenant_id = $1 AND s.id = d.subscription_id AND s.user_id = $2`,
    [tenantId, userId],
  );
  await tx.query(
    `DELETE FROM device_activation_codes c USING subscriptions s
      WHERE c.tenant_id = $1 AND s.id = c.subscription_id AND s.user_id = $2`,
    [tenantId, userId],
  );
}

/** Whose subscription a connected device belongs to, within one storefront. */
export function findDeviceOwner(
  db: Queryable,
  tenantId: string,
  deviceId: string,
): Promise<{ subscription_id: string; user_id: string } | undefined> {
  return queryOne<{ subscription_id: string; user_id: string }>(
    db,
    `SELECT d.subscription_id, s.user_id FROM devices d
     JOIN subscriptions s ON s.id = d.subscription_id
     WHERE d.tenant_id = $1 AND d.id = $2`,
    [tenantId, deviceId],
  );
}
