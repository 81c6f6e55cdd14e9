import { createLocalJWKSet } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { AccessState } from '../src/access-state';
import { createGateway, type Connection } from '../src/gateway';
import { createTokenVerifier } from '../src/token-verifier';
import { ISSUER, localSigner, type LocalSigner } from './local-keys';

const T0 = Date.parse('2026-11-27T10:00:00Z');
const iat = T0 / 1000;

/** An `entitlements.changed` snapshot of account-1, `seconds` after T0. */
const snapshot = (seconds: number, subscriptions: { id: string; active: boolean }[]) => ({
  customer_id: 'account-1',
  as_of: new Date(T0 + seconds * 1000).toISOString(),
  entitlements: subscriptions.some((s) => s.active) ? [{ id: 'vpn', type: 'product' }] : [],
  subscriptions: subscriptions.map((s) => ({
    subscription_id: s.id,
    state: s.active ? 'active' : 'revoked',
    active: s.active,
    current_period_end: '2027-11-27T10:00:00.000Z',
    entitlements: s.active ? [{ id: 'vpn', type: 'product' }] : [],
  })),
});

describe('gateway', () => {
  let signer: LocalSigner;
  let state: AccessState;
  let cut: { connection: Connection; reason: string }[];
  let gateway: ReturnType<typeof createGateway>;
  beforeEach(async () => {
    signer = await localSigner();
    state = new AccessState();
    cut = [];
    const now = () => new Date(T0 + 20_000);
    gateway = createGateway({
      verify: createTokenVerifier({
        jwksUrl: new URL('http://unused.example'),
        issuer: ISSUER,
        keys: createLocalJWKSet({ keys: [signer.publicJwk] }),
        now,
      }),
      state,
      now,
      onDisconnect: (connection, reason) => cut.push({ connection, reason }),
    });
  });

  it('opens a connection for a good token, and ends it when a newer snapshot takes access away', async () => {
    const token = await signer.sign({}, { iat });
    state.apply('device.activated', { device_id: 'device-1', subscription_id: 'sub-1' });
    state.apply('entitlements.changed', snapshot(-60, [{ id: 'sub-1', active: true }]));
    const opened = await gateway.connect(token);
    expect(opened.allowed).toBe(true);

    // A refund, ten seconds after the token was signed: the token is still unexpired.
    state.apply('entitlements.changed', snapshot(10, [{ id: 'sub-1', active: false }]));
    expect(cut.map((c) => c.reason)).toEqual(['access_ended']);
    expect(gateway.openConnections()).toEqual([]);
    expect(await gateway.connect(token)).toMatchObject({ allowed: false, reason: 'access_ended' });
  });

  it('trusts a token signed after the last snapshot: access came back and its webhook is on the way', async () => {
    state.apply('entitlements.changed', snapshot(-60, []));
    expect((await gateway.connect(await signer.sign({}, { iat }))).allowed).toBe(true);
    // A snapshot in the token's own second counts (token times are whole seconds).
    state.apply('entitlements.changed', snapshot(0.5, []));
    expect(await gateway.connect(await signer.sign({}, { iat }))).toMatchObject({
      allowed: false,
      reason: 'access_ended',
    });
  });

  it('keeps the newest snapshot when deliveries arrive out of order', async () => {
    state.apply('entitlements.changed', snapshot(10, [{ id: 'sub-1', active: false }]));
    state.apply('entitlements.changed', snapshot(5, [{ id: 'sub-1', active: true }]));
    expect(await gateway.connect(await signer.sign({}, { iat }))).toMatchObject({
      allowed: false,
      reason: 'access_ended',
    });
  });

  it('judges a device by its own subscription when the customer has two', async () => {
    state.apply('device.activated', { device_id: 'device-1', subscription_id: 'sub-old' });
    state.apply(
      'entitlements.changed',
      snapshot(10, [
        { id: 'sub-old', active: false },
        { id: 'sub-new', active: true },
      ]),
    );
    expect(await gateway.connect(await signer.sign({}, { iat }))).toMatchObject({
      allowed: false,
      reason: 'access_ended',
    });
    // Another device, activated on the plan that still runs (or before we listened): allowed.
    expect((await gateway.connect(await signer.sign({ sub: 'device-2' }, { iat }))).allowed).toBe(
      true,
    );
  });

  it('refuses and disconnects a removed device and a deleted account at once', async () => {
    const phone = await gateway.connect(await signer.sign({}, { iat }));
    const laptop = await gateway.connect(await signer.sign({ sub: 'device-2' }, { iat }));
    expect(phone.allowed && laptop.allowed).toBe(true);
    state.apply('device.removed', { device_id: 'device-1', subscription_id: 'sub-1' });
    expect(cut.map((c) => [c.connection.claims.deviceId, c.reason])).toEqual([
      ['device-1', 'device_removed'],
    ]);
    expect(await gateway.connect(await signer.sign({}, { iat: iat + 15 }))).toMatchObject({
      allowed: false,
      reason: 'device_removed',
    });
    state.apply('account.deleted', { customer_id: 'account-1' });
    expect(cut.map((c) => c.reason)).toEqual(['device_removed', 'account_deleted']);
    expect(gateway.openConnections()).toEqual([]);
  });

  it('passes the token verifier’s refusal on', async () => {
    expect(await gateway.connect(await signer.sign({ ent: [] }, { iat }))).toMatchObject({
      allowed: false,
      reason: 'no_vpn_entitlement',
    });
  });
});
