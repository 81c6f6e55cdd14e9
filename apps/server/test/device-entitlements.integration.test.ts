import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { runBilling } from '../src/modules/billing/billing-run';
import { runCli } from '../src/cli/run-cli';
import { rotateDemoSigningKey } from '../src/modules/devices/signing-keys';
import { TEST_ENTITLEMENT_SIGNING_KEYS } from './support/entitlement-signing-keys';
import { purchase } from './support/purchase';
import { createTestApp, sessionCookieFrom, TEST_ORIGIN, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(testDatabaseKinds)('device entitlements and tokens on %s', (kind) => {
  let t: TestApp;

  /** `npm run burrow -- …` as the operator runs it, on the test app's database and clock. */
  async function burrow(...args: string[]) {
    const out: string[] = [];
    const status = await runCli(args, {
      ctx: contextOf(t.app),
      print: (line) => out.push(line),
      printError: () => undefined,
    });
    return { status, out };
  }
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  let buyers = 0;
  /** A new customer with a plan bought through checkout: their session and the subscription. */
  async function buy(priceId = 'vpn-premium-12m-usd') {
    buyers += 1;
    const { response } = await purchase(t, {
      email: `device-owner-${buyers}@example.com`,
      priceIds: [priceId],
    });
    expect(response.statusCode, response.body).toBe(201);
    const cookie = sessionCookieFrom(response);
    const id = response.json().subscription.id as string;
    const subscription = await t.request({
      method: 'GET',
      url: `/api/v2/subscriptions/${id}`,
      cookie,
    });
    return { cookie, id, setupToken: subscription.json().setup_link_token as string };
  }

  /** The customer makes a code in their account; the app activates with it (decision 0053). */
  async function activate(owner: { cookie: string; setupToken: string }, name = 'Phone') {
    const code = await t.request({
      method: 'POST',
      url: '/api/v2/activation-setup/codes',
      payload: { activation_code: owner.setupToken },
      cookie: owner.cookie,
    });
    expect(code.statusCode, code.body).toBe(201);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/devices/activate',
      payload: { code: code.json().code, name, platform: 'android' },
    });
  }
  async function device(owner: { cookie: string; setupToken: string }, name = 'Phone') {
    const activated = await activate(owner, name);
    expect(activated.statusCode, activated.body).toBe(201);
    return activated.json() as { device: { id: string }; credential: string };
  }

  // An app: no cookie, no Origin, its credential in the Authorization header.
  const asApp = (
    method: 'GET' | 'POST',
    url: string,
    credential: string | undefined,
    extra: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(credential ? { authorization: `Bearer ${credential}` } : {}), ...extra },
    });
  const entitlements = (credential: string) => asApp('GET', '/api/v1/entitlements', credential);
  const token = (credential: string) => asApp('POST', '/api/v1/entitlements/token', credential);

  /** What a VPN server does: the JWKS fetched once, the token checked offline. */
  async function verifyOffline(jwt: string) {
    const keys: JSONWebKeySet = (
      await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })
    ).json();
    return jwtVerify(jwt, createLocalJWKSet(keys), {
      issuer: TEST_ORIGIN,
      audience: 'burrow-vpn',
      algorithms: ['EdDSA'],
      currentDate: t.clock.now(),
    });
  }
  const expectRefused = (response: { statusCode: number; json(): unknown }, code: string) => {
    expect(response.statusCode).toBe(code === 'not_entitled' ? 403 : 401);
    expect(response.json()).toMatchObject({ error: { code } });
  };

  it('tells an activated app its entitlements and device limit, by its credential alone', async () => {
    const owner = await buy('vpn-vip-12m-usd');
    const { device: phone, credential } = await device(owner);
    const response = await entitlements(credential);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      entitled: true,
      subscription: { subscription_id: owner.id, tier: 'TIER_VIP', state: 'active' },
      entitlements: [
        { id: 'password-manager', type: 'feature' },
        { id: 'vpn', type: 'product' },
      ],
      max_devices: 8,
      connected_devices: 1,
      device: { id: phone.id, name: 'Phone', platform: 'android' },
    });
    expect(response.json().entitled_until).toBe(response.json().subscription.current_period_end);

    const me = await asApp('GET', '/api/v1/devices/me', credential);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      device: { id: phone.id },
      subscription_krn: expect.stringContaining(owner.id),
    });
    // The account page shows the same limit.
    const setup = await t.request({
      method: 'GET',
      url: `/api/v2/activation-setup/?activation_code=${owner.setupToken}`,
      cookie: owner.cookie,
    });
    expect(setup.json().max_devices).toBe(8);
  });

  it('refuses a wrong credential, another scheme and no credential at all', async () => {
    expectRefused(await entitlements('x'.repeat(43)), 'device_credential_invalid');
    expectRefused(await asApp('GET', '/api/v1/entitlements', undefined), 'unauthenticated');
    expectRefused(
      await asApp('GET', '/api/v1/devices/me', undefined, { authorization: 'Basic abc' }),
      'device_credential_invalid',
    );
  });

  it('never lets a Bearer credential stand in for a session, nor a session for a credential', async () => {
    const owner = await buy();
    const { credential } = await device(owner);
    const cookieOnly = await asApp('GET', '/api/v2/users/me', credential);
    expect(cookieOnly.statusCode).toBe(401);
    const withOrigin = await t.request({
      method: 'POST',
      url: '/api/v2/activation-setup/codes',
      payload: { activation_code: owner.setupToken },
      headers: { authorization: `Bearer ${credential}` },
    });
    expect(withOrigin.statusCode).toBe(401);
    // The customer's own session on an app endpoint: no device, so no answer.
    const bySession = await t.request({
      method: 'GET',
      url: '/api/v1/entitlements',
      cookie: owner.cookie,
    });
    expect(bySession.statusCode).toBe(401);
    // A token request from a page on another site: no Origin check applies, and none is
    // needed, since a browser never adds the app's credential by itself.
    const crossSite = await asApp('POST', '/api/v1/entitlements/token', credential, {
      origin: 'https://elsewhere.example',
    });
    expect(crossSite.statusCode).toBe(201);
  });

  it('signs a five-minute token that a VPN server verifies offline, with no personal data', async () => {
    const owner = await buy();
    const { device: phone, credential } = await device(owner);
    const issued = await token(credential);
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.headers['cache-control']).toBe('no-store');
    const { token: jwt, expires_at } = issued.json();
    expect(expires_at).toBe(new Date(t.clock.now().getTime() + 5 * MINUTE).toISOString());

    const { payload, protectedHeader } = await verifyOffline(jwt);
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: 'entitlement+jwt' });
    expect(protectedHeader.kid).toEqual(expect.any(String));
    expect(payload).toMatchObject({
      iss: TEST_ORIGIN,
      aud: 'burrow-vpn',
      sub: phone.id,
      tnt: 'burrow',
      tier: 'TIER_PREMIUM',
      max_devices: 10,
    });
    expect(payload.ent).toEqual(['data-removal', 'id-alerts', 'password-manager', 'vpn']);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(300);
    expect(JSON.stringify(payload)).not.toContain('@');

    // Five minutes later it no longer verifies.
    t.clock.advance(5 * MINUTE + 1000);
    await expect(verifyOffline(jwt)).rejects.toThrow(/exp/);
  });

  it('gives no token to a removed device', async () => {
    const owner = await buy();
    const { device: phone, credential } = await device(owner);
    expect((await token(credential)).statusCode).toBe(201);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/v2/devices/${phone.id}`,
      cookie: owner.cookie,
    });
    expect(removed.statusCode).toBe(200);
    expectRefused(await token(credential), 'device_credential_invalid');
    expectRefused(await entitlements(credential), 'device_credential_invalid');
  });

  it('gives no token once a refund revokes the plan, and says why', async () => {
    const owner = await buy();
    const { credential } = await device(owner);
    const requested = await t.request({
      method: 'POST',
      url: `/api/v2/subscriptions/${owner.id}/refund-revoke`,
      cookie: owner.cookie,
    });
    expect(requested.statusCode).toBe(202);
    t.clock.advance(25 * HOUR);
    expect(await runBilling(contextOf(t.app))).toMatchObject({ refunded: 1 });

    expectRefused(await token(credential), 'not_entitled');
    const answer = await entitlements(credential);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      entitled: false,
      subscription: { state: 'revoked' },
      entitlements: [],
      entitled_until: null,
    });
  });

  it('gives no token once the plan has expired', async () => {
    const owner = await buy('vpn-basic-1m-usd');
    const { credential } = await device(owner);
    const off = await t.request({
      method: 'POST',
      url: `/api/v2/subscriptions/${owner.id}/autobill-off`,
      cookie: owner.cookie,
    });
    expect(off.statusCode).toBe(200);
    const end = Date.parse((await entitlements(credential)).json().entitled_until);
    t.clock.set(new Date(end + 1000));
    await runBilling(contextOf(t.app));
    expectRefused(await token(credential), 'not_entitled');
    expect((await entitlements(credential)).json()).toMatchObject({
      entitled: false,
      subscription: { state: 'cancelled' },
    });
  });

  it('rotates signing keys: old tokens verify until they expire, new ones carry the new kid', async () => {
    const owner = await buy();
    const { credential } = await device(owner);
    const before = (await token(credential)).json().token as string;
    const oldKid = decodeProtectedHeader(before).kid;

    const rotated = await burrow('signing-keys', 'rotate');
    expect(rotated.status).toBe(0);
    const newKid = (JSON.parse(rotated.out[0] ?? '{}') as { signing_kid?: string }).signing_kid;
    expect(newKid).not.toBe(oldKid);
    const after = (await token(credential)).json().token as string;
    expect(decodeProtectedHeader(after).kid).toBe(newKid);

    const jwks = (await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
    expect(jwks.keys.map((key: { kid: string }) => key.kid)).toEqual([newKid, oldKid]);
    for (const key of jwks.keys) expect(key).not.toHaveProperty('d');
    await expect(verifyOffline(before)).resolves.toBeTruthy();
    await expect(verifyOffline(after)).resolves.toBeTruthy();

    // Once every token of the old key has expired, it leaves the JWKS.
    t.clock.advance(6 * MINUTE + 1000);
    const later = (await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
    expect(later.keys.map((key: { kid: string }) => key.kid)).toEqual([newKid]);
  });

  it('connects as many devices as the plan sells: the sixth on Basic is refused', async () => {
    const owner = await buy('vpn-basic-12m-usd');
    for (let index = 1; index <= 5; index += 1) await device(owner, `Device ${index}`);
    const sixth = await activate(owner, 'Device 6');
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ error: { code: 'device_limit_reached' } });
    expect(sixth.json().error.message).toContain('5 devices');
  });

  it('rotates a device credential: the new one works, the old one stops', async () => {
    const owner = await buy();
    const { device: phone, credential } = await device(owner);
    const rotated = await asApp('POST', '/api/v1/devices/me/credential', credential);
    expect(rotated.statusCode, rotated.body).toBe(201);
    const fresh = rotated.json().credential as string;
    expect(fresh).not.toBe(credential);
    expect(rotated.json().device.id).toBe(phone.id);
    expectRefused(await entitlements(credential), 'device_credential_invalid');
    expect((await entitlements(fresh)).statusCode).toBe(200);
    const stored = await t.app.db.query<{ credential_hash: string }>(
      `SELECT credential_hash FROM devices WHERE id = $1`,
      [phone.id],
    );
    expect(stored[0]?.credential_hash).not.toBe(fresh);
  });
});

describe.each(testDatabaseKinds)('entitlement signing keys from configuration on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      seed: true,
      env: { ENTITLEMENT_SIGNING_KEYS: TEST_ENTITLEMENT_SIGNING_KEYS },
    });
  });
  afterAll(() => t.close());

  it('publishes and signs with the configured key, and keeps none in the database', async () => {
    const jwks = (await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
    expect(jwks).toEqual({
      keys: [
        {
          kty: 'OKP',
          crv: 'Ed25519',
          x: 'gtrvXkfzfZrP8u7Ul_n9KCf44wG-wSEH8BoY8kuHFbY',
          kid: 'test-2026-11',
          alg: 'EdDSA',
          use: 'sig',
        },
      ],
    });
    await expect(rotateDemoSigningKey(t.app.db, t.app.config, t.clock.now())).rejects.toThrow(
      /ENTITLEMENT_SIGNING_KEYS/,
    );
    expect(await t.app.db.query(`SELECT kid FROM entitlement_signing_keys`)).toEqual([]);
  });
});
