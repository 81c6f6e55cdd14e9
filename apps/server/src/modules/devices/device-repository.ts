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

/**
 * Whose devices: a subscriber's own (no seat), or one seat holder's on a business seat of
 * the subscription (decision 0112). Each counts against its own device limit.
 */
export interface DeviceScope {
  subscriptionId: string;
  seat: { licenseId: string; holderUserId: string } | null;
}

/** Matches rows of `alias` (devices or codes) in the scope whose values are $n, $n+1, $n+2. */
function inScope(alias: string, first: number): string {
  return `${alias}.subscription_id = $${first}
      AND ${alias}.license_id IS NOT DISTINCT FROM $${first + 1}::uuid
      AND ${alias}.holder_user_id IS NOT DISTINCT FROM $${first + 2}::uuid`;
}

function scopeValues(scope: DeviceScope): [string, string | null, string | null] {
  return [scope.subscriptionId, scope.seat?.licenseId ?? null, scope.seat?.holderUserId ?? null];
}

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

export function listDevices(db: Queryable, scope: DeviceScope) {
  return db.query<DeviceRow>(
    `SELECT ${DEVICE_COLUMNS} FROM devices d WHERE ${inScope('d', 1)} ORDER BY d.activated_at, d.id`,
    scopeValues(scope),
  );
}

export async function pendingCodeExpiry(db: Queryable, scope: DeviceScope, now: Date) {
  return (
    await queryOne<{ expires_at: Date }>(
      db,
      `SELECT c.expires_at FROM device_activation_codes c
        WHERE ${inScope('c', 1)} AND c.used_at IS NULL AND c.replaced_at IS NULL AND c.expires_at > $4
        ORDER BY c.expires_at DESC LIMIT 1`,
      [...scopeValues(scope), now],
    )
  )?.expires_at;
}

/** Saves a new code for the scope's devices; earlier unused ones of the scope stop working. */
export async function saveActivationCode(
  tx: Queryable,
  input: { tenantId: string; scope: DeviceScope; codeHash: string; expiresAt: Date },
  now: Date,
) {
  const scope = scopeValues(input.scope);
  await tx.query(
    `UPDATE device_activation_codes c SET replaced_at = $4
      WHERE ${inScope('c', 1)} AND c.used_at IS NULL AND c.replaced_at IS NULL`,
    [...scope, now],
  );
  await tx.query(
    `INSERT INTO device_activation_codes
       (code_hash, tenant_id, subscription_id, license_id, holder_user_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [input.codeHash, input.tenantId, ...scope, now, input.expiresAt],
  );
}

export interface CodeSubscriptionRow {
  subscription_id: string;
  /** A seat's code (decision 0112): the seat, and its holder who made the code. */
  license_id: string | null;
  holder_user_id: string | null;
  status: SubscriptionItemStatus;
  revoked: boolean;
  /** The devices the subscription's plan connects at once (the catalogue's products.max_devices). */
  max_devices: number;
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
       JOIN prices p ON p.tenant_id = s.tenant_id AND p.id = s.price_id
       JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
      WHERE c.tenant_id = $1 AND c.code_hash = $2 AND c.used_at IS NULL AND c.replaced_at IS NULL
        AND c.expires_at > $3 AND s.id = c.subscription_id
      RETURNING c.subscription_id, c.license_id, c.holder_user_id, s.status, s.revoked_at IS NOT NULL AS revoked,
                COALESCE(pr.max_devices, 0) AS max_devices`,
    [tenantId, codeHash, now],
  );
}

/** The devices a subscription's plan connects at once, from the catalogue. */
export async function planMaxDevices(db: Queryable, subscriptionId: string): Promise<number> {
  const row = await queryOne<{ max_devices: number | null }>(
    db,
    `SELECT pr.max_devices FROM subscriptions s
       JOIN prices p ON p.tenant_id = s.tenant_id AND p.id = s.price_id
       JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
      WHERE s.id = $1`,
    [subscriptionId],
  );
  return row?.max_devices ?? 0;
}

/** Locks the subscription (every scope's devices on it) and counts the scope's devices. */
export async function lockSubscriptionDevices(tx: Queryable, scope: DeviceScope) {
  await tx.query(`SELECT id FROM subscriptions WHERE id = $1 FOR UPDATE`, [scope.subscriptionId]);
  const [row] = await tx.query<{ connected: string | number }>(
    `SELECT count(*) AS connected FROM devices d WHERE ${inScope('d', 1)}`,
    scopeValues(scope),
  );
  return Number(row?.connected ?? 0);
}

export function insertDevice(
  tx: Queryable,
  input: {
    tenantId: string;
    scope: DeviceScope;
    name: string;
    platform: string;
    credentialHash: string;
  },
  now: Date,
) {
  return queryOne<DeviceRow>(
    tx,
    `INSERT INTO devices AS d (tenant_id, subscription_id, license_id, holder_user_id, name,
       platform, credential_hash, activated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${DEVICE_COLUMNS}`,
    [
      input.tenantId,
      ...scopeValues(input.scope),
      input.name,
      input.platform,
      input.credentialHash,
      now,
    ],
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
      WHERE d.id = $3 AND d.tenant_id = $1 AND s.id = d.subscription_id
        AND COALESCE(d.holder_user_id, s.user_id) = $2
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
      WHERE d.id = $3 AND d.tenant_id = $1 AND s.id = d.subscription_id
        AND COALESCE(d.holder_user_id, s.user_id) = $2
      RETURNING d.subscription_id, d.platform`,
    [input.tenantId, input.userId, input.deviceId],
  );
}

/**
 * Forgets the devices and codes of an account being erased (decision 0043): those of its
 * subscriptions, and those it connected on business seats.
 */
export async function deleteDevicesOf(tx: Queryable, tenantId: string, userId: string) {
  await tx.query(
    `DELETE FROM devices d USING subscriptions s
      WHERE d.tenant_id = $1 AND s.id = d.subscription_id
        AND (s.user_id = $2 OR d.holder_user_id = $2)`,
    [tenantId, userId],
  );
  await tx.query(
    `DELETE FROM device_activation_codes c USING subscriptions s
      WHERE c.tenant_id = $1 AND s.id = c.subscription_id
        AND (s.user_id = $2 OR c.holder_user_id = $2)`,
    [tenantId, userId],
  );
}

export interface CredentialDeviceRow extends DeviceRow {
  subscription_id: string;
  /** The device's account: the subscriber's, or on a business seat its holder's. */
  user_id: string;
  /** The subscription's own account (the business admin's, for a seat's device). */
  owner_user_id: string;
  /** The seat the device is connected through, if any (decision 0112). */
  license_id: string | null;
}

/** The scope a connected device counts in. */
export function scopeOfDevice(device: CredentialDeviceRow): DeviceScope {
  return {
    subscriptionId: device.subscription_id,
    seat: device.license_id ? { licenseId: device.license_id, holderUserId: device.user_id } : null,
  };
}

const CREDENTIAL_DEVICE_COLUMNS = `${DEVICE_COLUMNS}, d.subscription_id, d.license_id,
       COALESCE(d.holder_user_id, s.user_id) AS user_id, s.user_id AS owner_user_id`;

/** The device a credential belongs to, in the storefront it was activated in. */
export function findDeviceByCredential(db: Queryable, tenantId: string, credentialHash: string) {
  return queryOne<CredentialDeviceRow>(
    db,
    `SELECT ${CREDENTIAL_DEVICE_COLUMNS}
       FROM devices d JOIN subscriptions s ON s.id = d.subscription_id
      WHERE d.tenant_id = $1 AND d.credential_hash = $2`,
    [tenantId, credentialHash],
  );
}

/**
 * Replaces a device's credential, only while the old one is still its credential: of two
 * rotations racing with one credential, one wins and the other finds nothing.
 */
export async function replaceCredential(
  db: Queryable,
  input: { deviceId: string; oldHash: string; newHash: string },
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE devices SET credential_hash = $3, credential_rotated_at = $4
      WHERE id = $1 AND credential_hash = $2 RETURNING id`,
    [input.deviceId, input.oldHash, input.newHash, now],
  );
  return rows.length === 1;
}

/** A connected device by its id, in one storefront: what the service API looks devices up by. */
export function findDeviceById(db: Queryable, tenantId: string, deviceId: string) {
  return queryOne<CredentialDeviceRow>(
    db,
    `SELECT ${CREDENTIAL_DEVICE_COLUMNS}
       FROM devices d JOIN subscriptions s ON s.id = d.subscription_id
      WHERE d.tenant_id = $1 AND d.id = $2`,
    [tenantId, deviceId],
  );
}
