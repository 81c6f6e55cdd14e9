import { randomUUID } from 'node:crypto';
import type {
  CurrentDevice,
  DeviceEntitlements,
  EntitlementClaims,
  EntitlementToken,
  RotatedCredential,
} from '@burrow/contract/device-entitlements';
import { makeKrn } from '@burrow/domain/krn';
import { importJWK, SignJWT } from 'jose';
import type { AppContext } from '../../app-context';
import { AppError, unauthenticated } from '../../platform/errors';
import { generateToken, hashToken } from '../../platform/secrets';
import { findHeldSeats } from '../subscriptions/held-seats';
import { getSubscription } from '../subscriptions/subscription-service';
import {
  findDeviceByCredential,
  listDevices,
  planMaxDevices,
  replaceCredential,
  scopeOfDevice,
  type CredentialDeviceRow,
} from './device-repository';
import { toDevice } from './device-service';
import { ENTITLEMENT_TOKEN_TTL_SECONDS, signingKeySet } from './signing-keys';

/** Who VPN servers check a token was meant for. */
export const ENTITLEMENT_TOKEN_AUDIENCE = 'burrow-vpn';
export const ENTITLEMENT_TOKEN_TYPE = 'entitlement+jwt';

// A credential is 32 random bytes in base64url (43 characters); anything far from that
// shape is refused before a hash is computed.
const BEARER = /^Bearer ([A-Za-z0-9_-]{16,128})$/;

const credentialInvalid = () =>
  new AppError(
    401,
    'device_credential_invalid',
    'This device is no longer connected to a Burrow subscription. Connect it again with a new activation code.',
  );

/**
 * The device an app's `Authorization: Bearer <credential>` names, in this storefront. No
 * header is 401 `unauthenticated`, like any call without credentials; a credential that is
 * wrong, rotated away or of a removed device is 401 `device_credential_invalid`.
 */
export async function requireDevice(
  ctx: AppContext,
  tenantId: string,
  authorization: string | undefined,
): Promise<CredentialDeviceRow & { credentialHash: string }> {
  if (authorization === undefined) throw unauthenticated();
  const credential = BEARER.exec(authorization.trim())?.[1];
  if (!credential) throw credentialInvalid();
  const credentialHash = hashToken(ctx.config.sessionSecret, credential);
  const device = await findDeviceByCredential(ctx.db, tenantId, credentialHash);
  if (!device) throw credentialInvalid();
  return { ...device, credentialHash };
}

export function currentDevice(device: CredentialDeviceRow): CurrentDevice {
  return {
    device: toDevice(device),
    subscription_krn: makeKrn('subscription', device.subscription_id),
  };
}

/**
 * The device's subscription's entitlements now, by the same rule the account pages use
 * (the subscription read model: `customerStateOf` + `grantsAccess`, the plan's and live
 * add-ons' product_entitlements). A device connected through a business seat has them
 * only while its account still holds the seat (decision 0112); the seat's device limit is
 * the business plan's.
 */
export async function deviceEntitlements(
  ctx: AppContext,
  tenantId: string,
  device: CredentialDeviceRow,
): Promise<DeviceEntitlements> {
  const [subscription, maxDevices, connected, seatHeld] = await Promise.all([
    getSubscription(ctx, tenantId, device.owner_user_id, device.subscription_id),
    planMaxDevices(ctx.db, device.subscription_id),
    listDevices(ctx.db, scopeOfDevice(device)),
    device.license_id
      ? findHeldSeats(ctx.db, tenantId, device.user_id, device.license_id).then(
          (seats) => seats.length > 0,
        )
      : Promise.resolve(true),
  ]);
  const entitled = subscription.active && seatHeld;
  return {
    entitled,
    subscription: {
      krn: subscription.krn,
      subscription_id: subscription.subscription_id,
      plan_name: subscription.plan_name,
      tier: subscription.tier,
      state: subscription.state,
      current_period_end: subscription.next_payment_date,
    },
    entitlements: seatHeld ? subscription.entitlements : [],
    entitled_until: entitled ? subscription.next_payment_date : null,
    max_devices: maxDevices,
    connected_devices: connected.length,
    device: toDevice(device),
  };
}

/**
 * A signed entitlement token for VPN servers (decision 0089): EdDSA, five minutes, the
 * signing key's kid in the header; only while the plan gives access (403 `not_entitled`).
 */
export async function issueEntitlementToken(
  ctx: AppContext,
  tenantId: string,
  device: CredentialDeviceRow,
): Promise<EntitlementToken> {
  const entitlements = await deviceEntitlements(ctx, tenantId, device);
  if (!entitlements.entitled) {
    throw new AppError(
      403,
      'not_entitled',
      device.license_id
        ? 'This business seat no longer connects to Burrow VPN: ask your business’s administrator.'
        : 'This subscription has ended: renew it to connect to Burrow VPN again.',
    );
  }
  const now = ctx.clock.now();
  const { signing } = await signingKeySet(ctx.db, ctx.config, now);
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + ENTITLEMENT_TOKEN_TTL_SECONDS;
  const claims: Omit<EntitlementClaims, 'iss' | 'aud' | 'sub' | 'iat' | 'exp' | 'jti'> = {
    acct: device.user_id,
    tnt: tenantId,
    tier: entitlements.subscription.tier,
    ent: entitlements.entitlements.map((entitlement) => entitlement.id),
    max_devices: entitlements.max_devices,
  };
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'EdDSA', kid: signing.kid, typ: ENTITLEMENT_TOKEN_TYPE })
    .setIssuer(ctx.config.publicUrl)
    .setAudience(ENTITLEMENT_TOKEN_AUDIENCE)
    .setSubject(device.id)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .setJti(randomUUID())
    .sign(await importJWK(signing.privateJwk, 'EdDSA'));
  return {
    token,
    token_type: ENTITLEMENT_TOKEN_TYPE,
    expires_at: new Date(exp * 1000).toISOString(),
  };
}

/** A new credential for the device, shown once; the one the app sent stops working. */
export async function rotateCredential(
  ctx: AppContext,
  device: CredentialDeviceRow & { credentialHash: string },
): Promise<RotatedCredential> {
  const credential = generateToken();
  const replaced = await replaceCredential(
    ctx.db,
    {
      deviceId: device.id,
      oldHash: device.credentialHash,
      newHash: hashToken(ctx.config.sessionSecret, credential),
    },
    ctx.clock.now(),
  );
  // Another request rotated it first: the credential sent is already stale.
  if (!replaced) throw credentialInvalid();
  return { device: toDevice(device), credential };
}
