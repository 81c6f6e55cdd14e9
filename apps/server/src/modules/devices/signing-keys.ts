import { randomBytes } from 'node:crypto';
import type { JsonWebKeySet } from '@burrow/contract/device-entitlements';
import { exportJWK, generateKeyPair } from 'jose';
import type { Database, Queryable } from '../../db/database';
import type { Config, EntitlementSigningKey } from '../../platform/config';
import {
  insertSigningKey,
  publishedSigningKeys,
  retireSigningKeys,
  type Ed25519Jwk,
} from './signing-key-repository';
import { AppError } from '../../platform/errors';

/**
 * How long an entitlement token lives (decision 0089): a refund, a revoke or a removed device
 * stops new VPN connections within it, and an app on a working connection fetches one every
 * few minutes at most.
 */
export const ENTITLEMENT_TOKEN_TTL_SECONDS = 300;
/** Leeway a VPN server may allow for its clock; a retired key stays published past it too. */
export const CLOCK_TOLERANCE_SECONDS = 60;

export interface SigningKey {
  kid: string;
  privateJwk: Ed25519Jwk & { d: string };
}

export interface SigningKeySet {
  /** The key new tokens are signed with. */
  signing: SigningKey;
  /** Every key a token still valid may carry, the signing one included. */
  published: Array<{ kid: string; x: string }>;
}

function fromConfig(keys: readonly EntitlementSigningKey[]): SigningKeySet {
  const [first] = keys;
  if (!first) throw new Error('ENTITLEMENT_SIGNING_KEYS holds no key');
  return {
    signing: { kid: first.kid, privateJwk: { kty: 'OKP', crv: 'Ed25519', x: first.x, d: first.d } },
    published: keys.map((key) => ({ kid: key.kid, x: key.x })),
  };
}

async function newDemoKey(db: Queryable, now: Date): Promise<void> {
  const { privateKey } = await generateKeyPair('Ed25519', { extractable: true });
  const jwk = await exportJWK(privateKey);
  if (!jwk.x || !jwk.d) throw new Error('an Ed25519 key without x or d');
  const kid = `demo-${now.toISOString().slice(0, 10)}-${randomBytes(4).toString('hex')}`;
  await insertSigningKey(
    db,
    {
      kid,
      publicJwk: { kty: 'OKP', crv: 'Ed25519', x: jwk.x },
      privateJwk: { kty: 'OKP', crv: 'Ed25519', x: jwk.x, d: jwk.d },
    },
    now,
  );
}

/**
 * The keys as of `now`: production's from configuration, demo mode's from the database,
 * generated there on first use (so they survive restarts, and every server of a demo
 * deployment signs with the same one).
 */
export async function signingKeySet(
  db: Database,
  config: Config,
  now: Date,
): Promise<SigningKeySet> {
  if (config.entitlementSigningKeys) return fromConfig(config.entitlementSigningKeys);
  let rows = await publishedSigningKeys(db, now);
  if (!rows.some((row) => row.retired_at === null)) {
    await newDemoKey(db, now);
    rows = await publishedSigningKeys(db, now);
  }
  const signing = rows.find((row) => row.retired_at === null);
  if (!signing?.private_jwk.d) throw new Error('no entitlement signing key');
  return {
    signing: { kid: signing.kid, privateJwk: { ...signing.private_jwk, d: signing.private_jwk.d } },
    published: rows.map((row) => ({ kid: row.kid, x: row.public_jwk.x })),
  };
}

/** The JWKS VPN servers verify entitlement tokens with: public members only. */
export async function publishedKeySet(
  db: Database,
  config: Config,
  now: Date,
): Promise<JsonWebKeySet> {
  const { published } = await signingKeySet(db, config, now);
  return {
    keys: published.map(({ kid, x }) => ({
      kty: 'OKP',
      crv: 'Ed25519',
      x,
      kid,
      alg: 'EdDSA',
      use: 'sig',
    })),
  };
}

/**
 * Demo mode's key rotation: a new key signs from now on; the old one signs nothing more and
 * stays published until the last token it signed has expired (plus the clock tolerance).
 * Production rotates through ENTITLEMENT_SIGNING_KEYS instead (decision 0089).
 */
export async function rotateDemoSigningKey(db: Database, config: Config, now: Date) {
  if (config.entitlementSigningKeys) {
    // A refusal, not a fault: the operator's CLI says it and exits 1.
    throw new AppError(
      400,
      'invalid_request',
      'Signing keys come from ENTITLEMENT_SIGNING_KEYS: rotate by putting the new key first there and keeping the old one second for six minutes.',
    );
  }
  const unpublishAt = new Date(
    now.getTime() + (ENTITLEMENT_TOKEN_TTL_SECONDS + CLOCK_TOLERANCE_SECONDS) * 1000,
  );
  await db.transaction(async (tx) => {
    await retireSigningKeys(tx, now, unpublishAt);
    await newDemoKey(tx, now);
  });
  return (await signingKeySet(db, config, now)).signing.kid;
}
