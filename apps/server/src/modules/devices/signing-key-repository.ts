import type { Queryable } from '../../db/database';

/** An Ed25519 key as JWK members (RFC 8037); the private one adds `d`. */
export interface Ed25519Jwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  d?: string;
}

export interface SigningKeyRow {
  kid: string;
  public_jwk: Ed25519Jwk;
  private_jwk: Ed25519Jwk;
  created_at: Date;
  retired_at: Date | null;
}

/**
 * The demo-mode keys still published as of `now`: the signing ones (not retired) and retired
 * ones whose last token has not expired yet. Newest first: the first not retired signs.
 */
export function publishedSigningKeys(db: Queryable, now: Date) {
  return db.query<SigningKeyRow>(
    `SELECT kid, public_jwk, private_jwk, created_at, retired_at FROM entitlement_signing_keys
      WHERE retired_at IS NULL OR expires_from_jwks_at > $1
      ORDER BY created_at DESC, kid DESC`,
    [now],
  );
}

export async function insertSigningKey(
  db: Queryable,
  input: { kid: string; publicJwk: Ed25519Jwk; privateJwk: Ed25519Jwk },
  now: Date,
) {
  await db.query(
    `INSERT INTO entitlement_signing_keys (kid, public_jwk, private_jwk, created_at)
     VALUES ($1, $2::jsonb, $3::jsonb, $4)`,
    [input.kid, JSON.stringify(input.publicJwk), JSON.stringify(input.privateJwk), now],
  );
}

/** Retires every signing key: they sign nothing more and leave the JWKS at `unpublishAt`. */
export async function retireSigningKeys(db: Queryable, now: Date, unpublishAt: Date) {
  await db.query(
    `UPDATE entitlement_signing_keys SET retired_at = $1, expires_from_jwks_at = $2
      WHERE retired_at IS NULL`,
    [now, unpublishAt],
  );
}
