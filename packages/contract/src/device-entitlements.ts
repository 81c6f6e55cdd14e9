import { z } from 'zod';
import { DeviceSchema } from './devices';
import { EntitlementSchema, SubscriptionStateSchema } from './subscriptions';

/**
 * What a connected VPN app learns with its own credential (`Authorization: Bearer
 * <credential>`, decision 0088), and the signed entitlement tokens it presents to VPN
 * servers, which verify them offline against the published keys (decision 0089).
 */

/** The subscription a device is connected to, as the app needs it: no personal data. */
export const DeviceSubscriptionSchema = z.object({
  krn: z.string(),
  subscription_id: z.string(),
  plan_name: z.string(),
  tier: z.enum(['TIER_BASIC', 'TIER_VIP', 'TIER_PREMIUM']),
  state: SubscriptionStateSchema,
  /** When the paid period ends (a renewal moves it on). */
  current_period_end: z.string().nullable(),
});

/**
 * `GET /api/v1/entitlements`. An ended plan still answers 200, with `entitled: false` and
 * its state saying why (`cancelled`: expired or cancelled; `revoked`: refunded and revoked),
 * so an app can tell its user to renew rather than to connect again.
 */
export const DeviceEntitlementsSchema = z.object({
  entitled: z.boolean(),
  subscription: DeviceSubscriptionSchema,
  /** The plan's and its add-ons' products and features; empty when not entitled. */
  entitlements: z.array(EntitlementSchema),
  /** Until when they hold: the period's end while entitled, null otherwise. */
  entitled_until: z.string().nullable(),
  /** Devices the plan connects at once (the catalogue's), and how many are connected. */
  max_devices: z.number().int(),
  connected_devices: z.number().int(),
  device: DeviceSchema,
});
export type DeviceEntitlements = z.infer<typeof DeviceEntitlementsSchema>;

/** `GET /api/v1/devices/me`: the device the credential belongs to. */
export const CurrentDeviceSchema = z.object({
  device: DeviceSchema,
  subscription_krn: z.string(),
});
export type CurrentDevice = z.infer<typeof CurrentDeviceSchema>;

/** `POST /api/v1/devices/me/credential`: the new credential, shown once; the old one stops working. */
export const RotatedCredentialSchema = z.object({
  device: DeviceSchema,
  credential: z.string(),
});
export type RotatedCredential = z.infer<typeof RotatedCredentialSchema>;

/** `POST /api/v1/entitlements/token`: a compact JWS (EdDSA) and when it expires. */
export const EntitlementTokenSchema = z.object({
  token: z.string(),
  token_type: z.literal('entitlement+jwt'),
  expires_at: z.string(),
});
export type EntitlementToken = z.infer<typeof EntitlementTokenSchema>;

/** A public key in the JWKS (RFC 8037 Ed25519). */
export const PublicSigningKeySchema = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  x: z.string(),
  kid: z.string(),
  alg: z.literal('EdDSA'),
  use: z.literal('sig'),
});

/** `GET /.well-known/jwks.json`: every key a token still valid may be signed with. */
export const JsonWebKeySetSchema = z.object({ keys: z.array(PublicSigningKeySchema) });
export type JsonWebKeySet = z.infer<typeof JsonWebKeySetSchema>;

/**
 * The claims of an entitlement token: what a VPN server needs to admit a connection and
 * nothing personal (no email, no name, no payment detail).
 */
export const EntitlementClaimsSchema = z.object({
  iss: z.string(),
  aud: z.literal('burrow-vpn'),
  /** The device's opaque id. */
  sub: z.string(),
  /** The account's opaque id. */
  acct: z.string(),
  /** The storefront. */
  tnt: z.string(),
  tier: z.enum(['TIER_BASIC', 'TIER_VIP', 'TIER_PREMIUM']),
  /** Entitlement ids: `vpn`, `password-manager`, `dedicated-ip`, … */
  ent: z.array(z.string()),
  max_devices: z.number().int(),
  iat: z.number().int(),
  exp: z.number().int(),
  jti: z.string(),
});
export type EntitlementClaims = z.infer<typeof EntitlementClaimsSchema>;
