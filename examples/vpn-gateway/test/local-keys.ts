import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

export const ISSUER = 'https://burrow.example';

export interface LocalSigner {
  kid: string;
  publicJwk: JWK;
  /** A token as Burrow signs it; `claims` and `header` override its parts. */
  sign(
    claims?: Record<string, unknown>,
    options?: { header?: Record<string, unknown>; iat?: number; lifetime?: number },
  ): Promise<string>;
}

/** An Ed25519 key made for the test, standing in for Burrow's signing key. */
export async function localSigner(kid = 'test-key-1'): Promise<LocalSigner> {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' };
  return {
    kid,
    publicJwk,
    async sign(claims = {}, options = {}) {
      const iat = options.iat ?? Math.floor(Date.now() / 1000);
      return new SignJWT({
        acct: 'account-1',
        tnt: 'burrow',
        tier: 'TIER_PREMIUM',
        ent: ['password-manager', 'vpn'],
        max_devices: 10,
        ...claims,
      })
        .setProtectedHeader({ alg: 'EdDSA', kid, typ: 'entitlement+jwt', ...options.header })
        .setIssuer(typeof claims.iss === 'string' ? claims.iss : ISSUER)
        .setAudience(typeof claims.aud === 'string' ? claims.aud : 'burrow-vpn')
        .setSubject(typeof claims.sub === 'string' ? claims.sub : 'device-1')
        .setIssuedAt(iat)
        .setExpirationTime(iat + (options.lifetime ?? 300))
        .setJti(crypto.randomUUID())
        .sign(privateKey);
    },
  };
}
