import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier, type TokenVerifierOptions } from '../src/token-verifier';
import { ISSUER, localSigner } from './local-keys';

const T0 = Date.parse('2026-11-27T10:00:00Z');
const iat = T0 / 1000;
const at = (secondsAfterT0: number) => () => new Date(T0 + secondsAfterT0 * 1000);

async function verifierFor(options: Partial<TokenVerifierOptions> = {}) {
  const signer = await localSigner();
  const verify = createTokenVerifier({
    jwksUrl: new URL('http://unused.example/.well-known/jwks.json'),
    issuer: ISSUER,
    keys: createLocalJWKSet({ keys: [signer.publicJwk] }),
    now: at(10),
    ...options,
  });
  return { signer, verify };
}

describe('token verifier', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts a token Burrow signed and reads its claims', async () => {
    const { signer, verify } = await verifierFor();
    const decision = await verify(await signer.sign({}, { iat }));
    expect(decision).toMatchObject({
      ok: true,
      claims: {
        deviceId: 'device-1',
        accountId: 'account-1',
        tenant: 'burrow',
        tier: 'TIER_PREMIUM',
        entitlements: ['password-manager', 'vpn'],
        maxDevices: 10,
        issuedAt: new Date(T0),
        expiresAt: new Date(T0 + 300_000),
      },
    });
  });

  it('allows 60 seconds of clock skew past expiry, and no more', async () => {
    const { signer } = await verifierFor();
    const token = await signer.sign({}, { iat });
    const keys = createLocalJWKSet({ keys: [signer.publicJwk] });
    const verifyAt = (seconds: number) =>
      createTokenVerifier({
        jwksUrl: new URL('http://unused'),
        issuer: ISSUER,
        keys,
        now: at(seconds),
      })(token);
    expect((await verifyAt(359)).ok).toBe(true);
    expect(await verifyAt(361)).toMatchObject({ ok: false, reason: 'expired' });
  });

  it.each([
    ['wrong_issuer', { iss: 'https://elsewhere.example' }, {}],
    ['wrong_audience', { aud: 'someone-else' }, {}],
    ['wrong_type', {}, { typ: 'JWT' }],
    ['unknown_key', {}, { kid: 'not-published' }],
    ['no_vpn_entitlement', { ent: ['password-manager'] }, {}],
    ['missing_claims', { acct: 42 }, {}],
  ] as const)('refuses a token: %s', async (reason, claims, header) => {
    const { signer, verify } = await verifierFor();
    expect(await verify(await signer.sign(claims, { iat, header }))).toMatchObject({
      ok: false,
      reason,
    });
  });

  it('refuses a signature by another key under the published kid, and other algorithms', async () => {
    const { verify } = await verifierFor();
    const impostor = await localSigner('test-key-1');
    expect(await verify(await impostor.sign({}, { iat }))).toMatchObject({
      ok: false,
      reason: 'bad_signature',
    });
    const hmac = await new SignJWT({ ent: ['vpn'] })
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key-1', typ: 'entitlement+jwt' })
      .sign(new TextEncoder().encode('a shared secret nobody should trust'));
    expect(await verify(hmac)).toMatchObject({ ok: false, reason: 'wrong_algorithm' });
    expect(await verify('not.a.token')).toMatchObject({ ok: false, reason: 'malformed' });
  });

  it('accepts one storefront only when told which', async () => {
    const { signer, verify } = await verifierFor({ tenant: 'other-store' });
    expect(await verify(await signer.sign({}, { iat }))).toMatchObject({
      ok: false,
      reason: 'wrong_tenant',
    });
  });

  it('fetches the JWKS over HTTP, and again when a token names a key it has not seen', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const first = await localSigner('2026-10');
    const second = await localSigner('2026-11');
    let published = [first.publicJwk];
    let fetches = 0;
    const server = createServer((_request, response) => {
      fetches += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: published }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const verify = createTokenVerifier({
        jwksUrl: new URL(`http://127.0.0.1:${port}/.well-known/jwks.json`),
        issuer: ISSUER,
      });
      expect((await verify(await first.sign())).ok).toBe(true);
      expect((await verify(await first.sign())).ok).toBe(true);
      expect(fetches).toBe(1);
      // Burrow rotates: the new key signs and is published; the old one stays a while.
      published = [second.publicJwk, first.publicJwk];
      vi.setSystemTime(T0 + 31_000);
      expect((await verify(await second.sign())).ok).toBe(true);
      expect((await verify(await first.sign())).ok).toBe(true);
      expect(fetches).toBe(2);
    } finally {
      server.close();
    }
  });

  it('refuses every token while the JWKS cannot be fetched', async () => {
    const signer = await localSigner();
    const verify = createTokenVerifier({
      jwksUrl: new URL('http://127.0.0.1:9/.well-known/jwks.json'),
      issuer: ISSUER,
    });
    expect(await verify(await signer.sign())).toMatchObject({
      ok: false,
      reason: 'keys_unavailable',
    });
  });
});
