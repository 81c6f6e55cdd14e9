import { randomBytes } from 'node:crypto';
import type {
  ActivationCode,
  ActivationSetup,
  Device,
  DevicePlatform,
} from '@burrow/contract/devices';
import {
  activationCodeExpiry,
  activationCodeFromBytes,
  ACTIVATION_CODE_LENGTH,
  formatActivationCode,
  mayConnectAnotherDevice,
  normalizeActivationCode,
} from '@burrow/domain/device-activation';
import { krnId, makeKrn } from '@burrow/domain/krn';
import { firstEligibleActiveSubscription } from '@burrow/domain/navigation-type';
import { itemGrantsAccess } from '@burrow/domain/subscription-lifecycle';
import type { Subscription } from '@burrow/contract/subscriptions';
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../platform/errors';
import { generateToken, hashToken } from '../../platform/secrets';
import { findHeldSeats, type HeldSeat } from '../subscriptions/held-seats';
import { getSubscription, listSubscriptions } from '../subscriptions/subscription-service';
import { enqueueDeviceEvent } from '../outbound-webhooks/device-events';
import {
  claimActivationCode,
  deleteDevice,
  findSubscriptionIdByToken,
  insertDevice,
  listDevices,
  lockSubscriptionDevices,
  pendingCodeExpiry,
  planMaxDevices,
  renameDevice as renameRow,
  saveActivationCode,
  type DeviceRow,
  type DeviceScope,
} from './device-repository';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface DeviceCaller {
  tenantId: string;
  userId: string;
}

export function toDevice(row: DeviceRow): Device {
  return {
    id: row.id,
    krn: makeKrn('device', row.id),
    name: row.name,
    platform: row.platform as DevicePlatform,
    activated_at: row.activated_at.toISOString(),
  };
}

const setupLinkNotFound = () => notFound('The setup link');

/** A seat's setup link token is the seat's krn: only its holder's session opens it. */
const SEAT_TOKEN_PREFIX = makeKrn('license', '');

/** What device setup manages: the subscription, whose devices on it, and the page's token. */
interface SetupTarget {
  subscription: Subscription;
  scope: DeviceScope;
  setupLinkToken: string;
}

function ownTarget(subscription: Subscription): SetupTarget {
  return {
    subscription,
    scope: { subscriptionId: subscription.subscription_id, seat: null },
    setupLinkToken: subscription.setup_link_token ?? '',
  };
}

async function seatTarget(
  ctx: AppContext,
  caller: DeviceCaller,
  seat: HeldSeat,
): Promise<SetupTarget> {
  const subscription = await getSubscription(
    ctx,
    caller.tenantId,
    seat.owner_user_id,
    seat.subscription_id,
  );
  return {
    subscription,
    scope: {
      subscriptionId: seat.subscription_id,
      seat: { licenseId: seat.license_id, holderUserId: caller.userId },
    },
    setupLinkToken: makeKrn('license', seat.license_id),
  };
}

/**
 * What a setup link token names, if it is the caller's (404 otherwise, exactly like an
 * unknown token): one of their subscriptions, or a business seat they hold (its krn,
 * decision 0112). Without a token, the first active subscription with one — the one the
 * menu's Setup Devices item links to (docs/product.md#customer-pages) — or else the first
 * seat they hold whose business subscription gives access.
 */
async function setupTarget(
  ctx: AppContext,
  caller: DeviceCaller,
  token: string | undefined,
): Promise<SetupTarget> {
  const { tenantId, userId } = caller;
  if (token === undefined) {
    const subscriptions = await listSubscriptions(ctx, tenantId, userId);
    const first = firstEligibleActiveSubscription(
      subscriptions.filter((subscription) => subscription.setup_link_token !== null),
    );
    if (first) return ownTarget(first);
    for (const seat of await findHeldSeats(ctx.db, tenantId, userId)) {
      const target = await seatTarget(ctx, caller, seat);
      if (target.subscription.active) return target;
    }
    throw new AppError(403, 'not_entitled', 'Device setup needs an active subscription.');
  }
  if (token.startsWith(SEAT_TOKEN_PREFIX)) {
    const licenseId = krnId(token).toLowerCase();
    if (!UUID_PATTERN.test(licenseId)) throw setupLinkNotFound();
    const [seat] = await findHeldSeats(ctx.db, tenantId, userId, licenseId);
    if (!seat) throw setupLinkNotFound();
    return seatTarget(ctx, caller, seat);
  }
  const id = await findSubscriptionIdByToken(ctx.db, tenantId, userId, token);
  if (!id) throw setupLinkNotFound();
  return ownTarget(await getSubscription(ctx, tenantId, userId, id));
}

/** `/activation-setup`: the subscription, its devices and whether a code is waiting to be used. */
export async function activationSetup(
  ctx: AppContext,
  caller: DeviceCaller,
  token: string | undefined,
): Promise<ActivationSetup> {
  const { subscription, scope, setupLinkToken } = await setupTarget(ctx, caller, token);
  const [devices, pending, maxDevices] = await Promise.all([
    listDevices(ctx.db, scope),
    pendingCodeExpiry(ctx.db, scope, ctx.clock.now()),
    planMaxDevices(ctx.db, subscription.subscription_id),
  ]);
  return {
    subscription: {
      krn: subscription.krn,
      subscription_id: subscription.subscription_id,
      plan_name: subscription.plan_name,
      setup_link_token: setupLinkToken,
      active: subscription.active,
    },
    devices: devices.map(toDevice),
    max_devices: maxDevices,
    pending_code_expires_at: pending?.toISOString() ?? null,
  };
}

/**
 * A new activation code for the subscription the setup link names: shown once, single use,
 * for 30 minutes; the code made before it stops working. Only while the plan gives access.
 */
export async function createActivationCode(
  ctx: AppContext,
  caller: DeviceCaller,
  token: string,
): Promise<ActivationCode> {
  const { subscription, scope } = await setupTarget(ctx, caller, token);
  if (!subscription.active) {
    throw new AppError(403, 'not_entitled', 'This subscription has ended: it connects no devices.');
  }
  const code = activationCodeFromBytes(randomBytes(ACTIVATION_CODE_LENGTH));
  const now = ctx.clock.now();
  const expiresAt = activationCodeExpiry(now);
  await ctx.db.transaction((tx) =>
    saveActivationCode(
      tx,
      {
        tenantId: caller.tenantId,
        scope,
        codeHash: hashToken(ctx.config.sessionSecret, code),
        expiresAt,
      },
      now,
    ),
  );
  return { code: formatActivationCode(code), expires_at: expiresAt.toISOString() };
}

const invalidCode = () =>
  new AppError(
    404,
    'activation_code_invalid',
    'This activation code does not work. Codes work once, for 30 minutes: generate a new one in your account.',
  );

/**
 * Connects a VPN app: the code is used up, the subscription must still give access and have
 * room (as many devices as its plan connects: the catalogue's), and the app gets a credential of its own, kept only as a hash. One
 * transaction, under the subscription's lock.
 */
export async function activateDevice(
  ctx: AppContext,
  tenantId: string,
  input: { code: string; name: string; platform: DevicePlatform },
): Promise<{ device: Device; credential: string }> {
  const code = normalizeActivationCode(input.code);
  if (!code) throw invalidCode();
  const credential = generateToken();
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const claimed = await claimActivationCode(
      tx,
      tenantId,
      hashToken(ctx.config.sessionSecret, code),
      now,
    );
    if (!claimed) throw invalidCode();
    if (!itemGrantsAccess(claimed.status, claimed.revoked)) throw invalidCode();
    const seat =
      claimed.license_id && claimed.holder_user_id
        ? { licenseId: claimed.license_id, holderUserId: claimed.holder_user_id }
        : null;
    const scope: DeviceScope = { subscriptionId: claimed.subscription_id, seat };
    const connected = await lockSubscriptionDevices(tx, scope);
    // A seat's code works only while its maker still holds the seat.
    if (
      seat &&
      (await findHeldSeats(tx, tenantId, seat.holderUserId, seat.licenseId)).length === 0
    ) {
      throw invalidCode();
    }
    if (!mayConnectAnotherDevice(connected, claimed.max_devices)) {
      throw new AppError(
        409,
        'device_limit_reached',
        `This subscription already connects ${claimed.max_devices} devices, the most its plan allows. Remove one in your account first.`,
      );
    }
    const row = await insertDevice(
      tx,
      {
        tenantId,
        scope,
        name: input.name,
        platform: input.platform,
        credentialHash: hashToken(ctx.config.sessionSecret, credential),
      },
      now,
    );
    if (!row) throw new Error('device insert returned nothing');
    await enqueueDeviceEvent(tx, 'device.activated', {
      tenantId,
      deviceId: row.id,
      subscriptionId: claimed.subscription_id,
      customerId: seat?.holderUserId,
      platform: input.platform,
      now,
    });
    return { device: toDevice(row), credential };
  });
}

function deviceIdOf(idOrKrn: string): string {
  const id = krnId(idOrKrn).toLowerCase();
  if (!UUID_PATTERN.test(id)) throw notFound('The device');
  return id;
}

/** Renames one of the caller's devices; anyone else's is 404. */
export async function renameDevice(
  ctx: AppContext,
  caller: DeviceCaller,
  idOrKrn: string,
  name: string,
): Promise<Device> {
  const row = await renameRow(
    ctx.db,
    { ...caller, deviceId: deviceIdOf(idOrKrn), name },
    ctx.clock.now(),
  );
  if (!row) throw notFound('The device');
  return toDevice(row);
}

/** Removes one of the caller's devices: its credential stops working. Anyone else's is 404. */
export async function removeDevice(
  ctx: AppContext,
  caller: DeviceCaller,
  idOrKrn: string,
): Promise<Record<string, never>> {
  const deviceId = deviceIdOf(idOrKrn);
  await ctx.db.transaction(async (tx) => {
    const removed = await deleteDevice(tx, { ...caller, deviceId });
    if (!removed) throw notFound('The device');
    await enqueueDeviceEvent(tx, 'device.removed', {
      tenantId: caller.tenantId,
      deviceId,
      subscriptionId: removed.subscription_id,
      // Only the device's own account removes it: the subscriber, or the seat's holder.
      customerId: caller.userId,
      platform: removed.platform,
      now: ctx.clock.now(),
    });
  });
  return {};
}
