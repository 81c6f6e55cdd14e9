import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

/** The claims of a Burrow entitlement token (Burrow's decision 0089). */
export interface EntitlementClaims {
  /** The device's id: every token of a removed device is refused. */
  deviceId: string;
  /** The customer's id, as webhooks name it (`customer_id`). */
  accountId: string;
  /** The storefront the device belongs to. */
  tenant: string;
  tier: string;
  entitlements: string[];
  maxDevices: number;
  /** When Burrow signed it: a webhook at or after this moment overrides it. */
  issuedAt: Date;
  expiresAt: Date;
  tokenId: string;
}

export type TokenRefusal =
  | 'malformed'
  | 'wrong_type'
  | 'wrong_algorithm'
  | 'unknown_key'
  | 'bad_signature'
  | 'wrong_issuer'
  | 'wrong_audience'
  | 'expired'
  | 'not_yet_valid'
  | 'missing_claims'
  | 'wrong_tenant'
  | 'no_vpn_entitlement'
  | 'keys_unavailable';

export type TokenDecision =
  { ok: true; claims: EntitlementClaims } | { ok: false; reason: TokenRefusal; detail: string };

export interface TokenVerifierOptions {
  /** Burrow's public key set, `<Burrow>/.well-known/jwks.json`. */
  jwksUrl: URL;
  /** Burrow's PUBLIC_URL: the `iss` of every token. */
  issuer: string;
  /** Only tokens of this storefront (`tnt`); any storefront of the deployment when absent. */
  tenant?: string;
  /** The entitlement a connection needs. */
  requiredEntitlement?: string;
  /** The gateway's clock (tests pass their own). */
  now?: () => Date;
  /** Instead of fetching `jwksUrl`: a key set the caller resolves (tests use a local one). */
  keys?: JWTVerifyGetKey;
}

/** Who tokens are for (Burrow's `aud`) and what they are (`typ`). */
export const ENTITLEMENT_AUDIENCE = 'burrow-vpn';
export const ENTITLEMENT_TOKEN_TYPE = 'entitlement+jwt';
/** Decision 0089 asks VPN servers to allow at most this much clock difference. */
export const CLOCK_SKEW_SECONDS = 60;

export type TokenVerifier = (token: string) => Promise<TokenDecision>;

/**
 * Verifies entitlement tokens offline. The key set is fetched once and cached; a token
 * signed with a kid the cache lacks (Burrow rotated its key) makes jose fetch it again, at
 * most every 30 seconds, so rotation needs nothing from the gateway's operator.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const keys = options.keys ?? createRemoteJWKSet(options.jwksUrl);
  const now = options.now ?? (() => new Date());
  const required = options.requiredEntitlement ?? 'vpn';
  return async (token) => {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        algorithms: ['EdDSA'],
        issuer: options.issuer,
        audience: ENTITLEMENT_AUDIENCE,
        typ: ENTITLEMENT_TOKEN_TYPE,
        clockTolerance: CLOCK_SKEW_SECONDS,
        currentDate: now(),
        requiredClaims: ['iat', 'exp', 'sub', 'jti'],
      }));
    } catch (error) {
      return refusal(error);
    }
    const claims = claimsOf(payload);
    if (!claims)
      return { ok: false, reason: 'missing_claims', detail: 'acct, tnt, tier, ent or max_devices' };
    if (options.tenant !== undefined && claims.tenant !== options.tenant)
      return { ok: false, reason: 'wrong_tenant', detail: `a token of ${claims.tenant}` };
    if (!claims.entitlements.includes(required))
      return { ok: false, reason: 'no_vpn_entitlement', detail: `no "${required}" entitlement` };
    return { ok: true, claims };
  };
}

function claimsOf(payload: Record<string, unknown>): EntitlementClaims | undefined {
  const { sub, acct, tnt, tier, ent, max_devices, iat, exp, jti } = payload;
  if (
    typeof sub !== 'string' ||
    typeof acct !== 'string' ||
    typeof tnt !== 'string' ||
    typeof tier !== 'string' ||
    !Array.isArray(ent) ||
    !ent.every((id) => typeof id === 'string') ||
    typeof max_devices !== 'number' ||
    typeof iat !== 'number' ||
    typeof exp !== 'number' ||
    typeof jti !== 'string'
  )
    return undefined;
  return {
    deviceId: sub,
    accountId: acct,
    tenant: tnt,
    tier,
    entitlements: ent,
    maxDevices: max_devices,
    issuedAt: new Date(iat * 1000),
    expiresAt: new Date(exp * 1000),
    tokenId: jti,
  };
}

function refusal(error: unknown): TokenDecision {
  const detail = error instanceof Error ? error.message : String(error);
  const refuse = (reason: TokenRefusal): TokenDecision => ({ ok: false, reason, detail });
  if (error instanceof errors.JWTExpired) return refuse('expired');
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return refuse('wrong_issuer');
    if (error.claim === 'aud') return refuse('wrong_audience');
    if (error.claim === 'typ') return refuse('wrong_type');
    if (error.claim === 'nbf' || error.claim === 'iat') return refuse('not_yet_valid');
    return refuse('missing_claims');
  }
  if (error instanceof errors.JOSEAlgNotAllowed) return refuse('wrong_algorithm');
  if (error instanceof errors.JWKSNoMatchingKey) return refuse('unknown_key');
  if (error instanceof errors.JWSSignatureVerificationFailed) return refuse('bad_signature');
  if (
    error instanceof errors.JWSInvalid ||
    error instanceof errors.JWTInvalid ||
    error instanceof errors.JOSENotSupported
  )
    return refuse('malformed');
  // The rest is the key set: Burrow unreachable before any key was cached, a non-200 answer,
  // not JSON, a timeout. The token is refused, never let through.
  return refuse('keys_unavailable');
}
