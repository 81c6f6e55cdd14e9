import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AccessState } from '@burrow/vpn-gateway-example/access-state';
import { createGateway, type Connection } from '@burrow/vpn-gateway-example/gateway';
import { createGatewayServer } from '@burrow/vpn-gateway-example/gateway-server';
import { createTokenVerifier } from '@burrow/vpn-gateway-example/token-verifier';
import {
  createWebhookReceiver,
  type VerifiedWebhook,
} from '@burrow/vpn-gateway-example/webhook-receiver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { runCli } from '../src/cli/run-cli';
import { runBilling } from '../src/modules/billing/billing-run';
import { REFUND_COOLING_OFF_MS } from '../src/modules/billing/refund-service';
import { deliverDueWebhooks } from '../src/modules/outbound-webhooks/webhook-delivery';
import { purchase } from './support/purchase';
import { createTestApp, sessionCookieFrom, TEST_ORIGIN, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

/**
 * Issue 15 end to end: Burrow listening on a real port, the example VPN gateway
 * (examples/vpn-gateway) fetching its JWKS over HTTP and receiving its signed webhooks on a
 * port of its own, on the test's clock. A refund, a removed device and an expired plan each
 * end access at the gateway as soon as their webhook arrives — before the device's last
 * token expires — and Burrow gives no new token.
 */
describe.each(testDatabaseKinds)('a VPN gateway following Burrow on %s', (kind) => {
  let t: TestApp;
  let burrowUrl: string;
  let gatewayUrl: string;
  let gatewayServer: Server;
  let verify: ReturnType<typeof createTokenVerifier>;
  const received: VerifiedWebhook[] = [];
  const refusedWebhooks: string[] = [];
  const disconnected: { connection: Connection; reason: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    burrowUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

    const now = () => t.clock.now();
    const state = new AccessState();
    verify = createTokenVerifier({
      jwksUrl: new URL('/.well-known/jwks.json', burrowUrl),
      issuer: TEST_ORIGIN,
      tenant: 'burrow',
      now,
    });
    const gateway = createGateway({
      verify,
      state,
      now,
      onDisconnect: (connection, reason) => disconnected.push({ connection, reason }),
    });
    // The gateway's port first: its address is the endpoint's URL, and the secret Burrow
    // answers is the receiver's.
    const receiver: { handle?: ReturnType<typeof createWebhookReceiver> } = {};
    gatewayServer = createGatewayServer(gateway, async (request, response) => {
      await receiver.handle?.(request, response);
    });
    await new Promise<void>((resolve) => gatewayServer.listen(0, '127.0.0.1', resolve));
    gatewayUrl = `http://127.0.0.1:${(gatewayServer.address() as AddressInfo).port}`;

    // What the storefront's operator runs: `npm run burrow -- webhooks create …`.
    const out: string[] = [];
    const status = await runCli(
      ['webhooks', 'create', '--tenant', 'burrow', '--url', `${gatewayUrl}/webhooks/burrow`],
      { ctx: contextOf(t.app), print: (line) => out.push(line), printError: () => undefined },
    );
    expect(status).toBe(0);
    receiver.handle = createWebhookReceiver({
      secret: (JSON.parse(out[0] ?? '{}') as { secret: string }).secret,
      state,
      now,
      onEvent: (webhook) => received.push(webhook),
      log: (line) => {
        if (line.startsWith('webhook refused')) refusedWebhooks.push(line);
      },
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => gatewayServer.close(resolve));
    await t.close();
  });

  /** Burrow's delivery worker, run until nothing is due (the server runs it every 2 s). */
  async function deliverWebhooks() {
    while ((await deliverDueWebhooks(contextOf(t.app))) > 0);
  }
  const receivedFor = (customerId: string) =>
    received.filter((w) => w.data.customer_id === customerId).map((w) => w.type);

  let buyers = 0;
  /** A plan bought at checkout, a device activated on it by its app: what the app holds. */
  async function customerWithDevice(priceId: string) {
    buyers += 1;
    const { response } = await purchase(t, {
      email: `vpn-user-${buyers}@example.com`,
      priceIds: [priceId],
    });
    expect(response.statusCode, response.body).toBe(201);
    const cookie = sessionCookieFrom(response);
    const subscriptionId = response.json().subscription.id as string;
    const subscription = await t.request({
      method: 'GET',
      url: `/api/v2/subscriptions/${subscriptionId}`,
      cookie,
    });
    const code = await t.request({
      method: 'POST',
      url: '/api/v2/activation-setup/codes',
      payload: { activation_code: subscription.json().setup_link_token },
      cookie,
    });
    expect(code.statusCode, code.body).toBe(201);
    const activated = await fetch(`${burrowUrl}/api/v1/devices/activate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: code.json().code, name: 'Laptop', platform: 'mac' }),
    });
    expect(activated.status).toBe(201);
    const { device, credential } = (await activated.json()) as {
      device: { id: string };
      credential: string;
    };
    return { cookie, subscriptionId, deviceId: device.id, credential };
  }

  /** The app asks Burrow for a token, over HTTP, with its device credential. */
  async function tokenFor(credential: string) {
    const response = await fetch(`${burrowUrl}/api/v1/entitlements/token`, {
      method: 'POST',
      headers: { authorization: `Bearer ${credential}` },
    });
    const body = (await response.json()) as { token?: string; error?: { code: string } };
    return { status: response.status, token: body.token ?? '', code: body.error?.code };
  }

  /** The app opens a tunnel at the gateway with its token. */
  async function connect(token: string) {
    const response = await fetch(`${gatewayUrl}/connect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function connectedWith(credential: string) {
    const issued = await tokenFor(credential);
    expect(issued.status).toBe(201);
    const opened = await connect(issued.token);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    return { token: issued.token, connectionId: opened.body.connection_id as string };
  }
  const cutFor = (deviceId: string) =>
    disconnected.filter((d) => d.connection.claims.deviceId === deviceId).map((d) => d.reason);

  it('connects a paying device, and cuts it off when a refund revokes the plan, before its token expires', async () => {
    const buyer = await customerWithDevice('vpn-premium-12m-usd');
    const first = await connectedWith(buyer.credential);
    const customerId = (await verifyClaims(first.token)).accountId;
    await deliverWebhooks();
    expect(receivedFor(customerId)).toEqual(
      expect.arrayContaining(['subscription.created', 'entitlements.changed', 'device.activated']),
    );
    const bought = received.find(
      (w) => w.type === 'entitlements.changed' && w.data.customer_id === customerId,
    );
    expect(bought?.data.entitlements).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'vpn' })]),
    );

    const refund = await t.request({
      method: 'POST',
      url: `/api/v2/subscriptions/${buyer.subscriptionId}/refund-revoke`,
      cookie: buyer.cookie,
    });
    expect(refund.statusCode).toBe(202);
    // The day of cooling off: the app reconnects with a fresh token the moment it ends.
    t.clock.advance(REFUND_COOLING_OFF_MS);
    const second = await connectedWith(buyer.credential);
    expect(await runBilling(contextOf(t.app))).toMatchObject({ refunded: 1 });
    // Until the webhook arrives, only the token's five minutes limit the damage…
    expect((await connect(second.token)).status).toBe(200);
    await deliverWebhooks();
    // …and once it has, every connection of the device ends, the day-old one included.
    expect(receivedFor(customerId)).toEqual(expect.arrayContaining(['subscription.refunded']));
    expect(cutFor(buyer.deviceId)).toEqual(['access_ended', 'access_ended', 'access_ended']);
    expect((await verify(second.token)).ok).toBe(true);
    expect(await connect(second.token)).toMatchObject({
      status: 403,
      body: { allowed: false, reason: 'access_ended' },
    });
    expect(await tokenFor(buyer.credential)).toMatchObject({ status: 403, code: 'not_entitled' });
    expect(refusedWebhooks).toEqual([]);
  });

  it('cuts off a device its owner removed: device.removed, then 401 for a new token', async () => {
    const owner = await customerWithDevice('vpn-vip-12m-usd');
    const { token } = await connectedWith(owner.credential);
    await deliverWebhooks();
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/v2/devices/${owner.deviceId}`,
      cookie: owner.cookie,
    });
    expect(removed.statusCode).toBe(200);
    await deliverWebhooks();
    expect(cutFor(owner.deviceId)).toEqual(['device_removed']);
    expect(await connect(token)).toMatchObject({
      status: 403,
      body: { reason: 'device_removed' },
    });
    expect(await tokenFor(owner.credential)).toMatchObject({
      status: 401,
      code: 'device_credential_invalid',
    });
    expect(refusedWebhooks).toEqual([]);
  });

  it('cuts off a plan that ran out: the billing run expires it and subscription.expired follows', async () => {
    const owner = await customerWithDevice('vpn-basic-1m-usd');
    const off = await t.request({
      method: 'POST',
      url: `/api/v2/subscriptions/${owner.subscriptionId}/autobill-off`,
      cookie: owner.cookie,
    });
    expect(off.statusCode).toBe(200);
    await deliverWebhooks();
    const end = Date.parse(
      (
        await t.request({
          method: 'GET',
          url: `/api/v2/subscriptions/${owner.subscriptionId}`,
          cookie: owner.cookie,
        })
      ).json().next_payment_date,
    );
    // A minute before the end the plan still gives access (it was turned off, not ended).
    t.clock.set(new Date(end - 60_000));
    const { token } = await connectedWith(owner.credential);
    t.clock.set(new Date(end + 1000));
    await runBilling(contextOf(t.app));
    await deliverWebhooks();
    const customerId = (await verifyClaims(token)).accountId;
    expect(receivedFor(customerId)).toEqual(
      expect.arrayContaining(['subscription.cancelled', 'subscription.expired']),
    );
    expect(cutFor(owner.deviceId)).toEqual(['access_ended']);
    expect(await connect(token)).toMatchObject({ status: 403, body: { reason: 'access_ended' } });
    expect(await tokenFor(owner.credential)).toMatchObject({ status: 403, code: 'not_entitled' });
    expect(refusedWebhooks).toEqual([]);
  });

  async function verifyClaims(token: string) {
    const decision = await verify(token);
    if (!decision.ok) throw new Error(`token refused: ${decision.reason}`);
    return decision.claims;
  }
});
