import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { deliverDueWebhooks } from '../src/modules/outbound-webhooks/webhook-delivery';
import {
  createWebhookEndpoint,
  webhookUrlRule,
} from '../src/modules/outbound-webhooks/webhook-endpoints';
import { createServiceKey } from '../src/modules/service-keys/service-key-service';
import { purchase } from './support/purchase';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';
import { startWebhookReceiver } from './support/webhook-receiver';

const ENDPOINTS = '/api/service/v1/webhook-endpoints';

describe.each(testDatabaseKinds)('the webhook endpoints service API on %s', (kind) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let key: string;
  let readOnlyKey: string;
  let otherStorefrontKey: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    receiver = await startWebhookReceiver(() => t.clock.now());
    const ctx = contextOf(t.app);
    await t.app.db.query(
      `INSERT INTO tenants (id, name) VALUES ('otherbrand', 'Other') ON CONFLICT DO NOTHING`,
    );
    const keyOf = async (tenantId: string, scope: 'webhooks:manage' | 'entitlements:read') =>
      (await createServiceKey(ctx, { tenantId, name: 'VPN back office', scopes: [scope] })).key;
    key = await keyOf('burrow', 'webhooks:manage');
    readOnlyKey = await keyOf('burrow', 'entitlements:read');
    otherStorefrontKey = await keyOf('otherbrand', 'webhooks:manage');
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    withKey = key,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${withKey}` },
      ...(payload ? { payload } : {}),
    });
  const deliver = () => deliverDueWebhooks(contextOf(t.app));
  const deliveriesOf = async (endpointId: string) => {
    const log = await call('GET', `${ENDPOINTS}/${endpointId}/deliveries?limit=20`);
    expect(log.statusCode, log.body).toBe(200);
    return log.json().deliveries as {
      delivery_id: string;
      message_id: string;
      event_type: string;
      status: string;
      next_attempt_at: string;
      attempts: { status_code: number | null }[];
    }[];
  };
  const buy = async (email: string) => {
    const { response } = await purchase(t, { email });
    expect(response.statusCode, response.body).toBe(201);
  };

  it('creates, lists without secrets, updates, rotates, logs deliveries, replays and deletes', async () => {
    const created = await call('POST', ENDPOINTS, {
      url: receiver.url,
      description: 'Provisioning',
      event_types: ['subscription.created', 'device.activated'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { endpoint, secret } = created.json();
    expect(secret).toMatch(/^whsec_/);
    expect(endpoint).toMatchObject({
      url: receiver.url,
      description: 'Provisioning',
      event_types: ['device.activated', 'subscription.created'],
      enabled: true,
      disabled_reason: null,
    });

    const listed = await call('GET', ENDPOINTS);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().endpoints.map((e: { id: string }) => e.id)).toContain(endpoint.id);
    expect(listed.body).not.toContain(secret);
    expect(listed.body).not.toContain('whsec_');
    const one = await call('GET', `${ENDPOINTS}/${endpoint.id}`);
    expect(one.json()).toEqual(endpoint);

    const patched = await call('PATCH', `${ENDPOINTS}/${endpoint.id}`, {
      event_types: ['subscription.created'],
      description: 'Provisioning (subscriptions)',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      url: receiver.url,
      event_types: ['subscription.created'],
      description: 'Provisioning (subscriptions)',
    });

    const rotated = await call('POST', `${ENDPOINTS}/${endpoint.id}/rotate-secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const newSecret = rotated.json().secret as string;
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(secret);
    expect((await call('GET', ENDPOINTS)).body).not.toContain(newSecret);
    receiver.state.secret = newSecret;

    // A purchase while the receiver is down: the log shows the failed attempt and the retry.
    await buy('webhook-api-buyer@example.com');
    receiver.state.down = true;
    expect(await deliver()).toBe(1);
    const [failed] = await deliveriesOf(endpoint.id);
    expect(failed).toMatchObject({ event_type: 'subscription.created', status: 'pending' });
    expect(failed?.attempts.map((a) => a.status_code)).toEqual([503]);
    expect(Date.parse(failed?.next_attempt_at ?? '')).toBeGreaterThan(t.clock.now().getTime());
    expect(await deliver()).toBe(0); // not due yet

    // A minute later, a replay: due now, same webhook-id; it reaches the receiver, signed
    // with the new secret.
    t.clock.advance(60_000);
    receiver.state.down = false;
    const replayed = await call(
      'POST',
      `/api/service/v1/webhook-deliveries/${failed?.delivery_id}/replay`,
    );
    expect(replayed.statusCode, replayed.body).toBe(202);
    expect(replayed.json()).toEqual({
      delivery_id: failed?.delivery_id,
      status: 'pending',
      next_attempt_at: t.clock.now().toISOString(),
    });
    expect(await deliver()).toBe(1);
    expect(receiver.state.received.map((r) => r.type)).toEqual(['subscription.created']);
    expect(receiver.state.rejected).toBe(0);
    const [delivered] = await deliveriesOf(endpoint.id);
    expect(delivered).toMatchObject({
      delivery_id: failed?.delivery_id,
      message_id: failed?.message_id,
      status: 'delivered',
    });
    expect(delivered?.attempts.map((a) => a.status_code)).toEqual([503, 204]);

    const deleted = await call('DELETE', `${ENDPOINTS}/${endpoint.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ endpoint_id: endpoint.id, deleted: true });
    expect((await call('GET', `${ENDPOINTS}/${endpoint.id}`)).statusCode).toBe(404);
    expect((await call('GET', `${ENDPOINTS}/${endpoint.id}/deliveries`)).statusCode).toBe(404);
    expect((await call('GET', ENDPOINTS)).body).not.toContain(endpoint.id);
  });

  it('holds deliveries while an endpoint is disabled and sends them when it is enabled again', async () => {
    const created = await call('POST', ENDPOINTS, {
      url: receiver.url,
      event_types: ['subscription.created'],
    });
    const { endpoint, secret } = created.json();
    receiver.state.secret = secret;
    receiver.state.received = [];

    const disabled = await call('PATCH', `${ENDPOINTS}/${endpoint.id}`, { enabled: false });
    expect(disabled.json()).toMatchObject({ enabled: false, disabled_reason: expect.any(String) });
    await buy('webhook-api-paused@example.com');
    expect(await deliver()).toBe(0);
    expect((await deliveriesOf(endpoint.id)).map((d) => d.status)).toEqual(['pending']);

    const enabled = await call('PATCH', `${ENDPOINTS}/${endpoint.id}`, { enabled: true });
    expect(enabled.json()).toMatchObject({ enabled: true, disabled_reason: null });
    expect(await deliver()).toBe(1);
    expect(receiver.state.received.map((r) => r.type)).toEqual(['subscription.created']);
    expect((await deliveriesOf(endpoint.id)).map((d) => d.status)).toEqual(['delivered']);
    await call('DELETE', `${ENDPOINTS}/${endpoint.id}`);
  });

  it('refuses unknown event types and bad URLs with invalid_request naming the field', async () => {
    const unknownType = await call('POST', ENDPOINTS, {
      url: 'https://vpn.example/hooks',
      event_types: ['subscription.created', 'subscription.teleported'],
    });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().error.code).toBe('invalid_request');
    expect(Object.keys(unknownType.json().error.details.fields)).toEqual(['event_types.1']);

    for (const url of ['not a url', 'ftp://vpn.example/hooks', '/relative/hooks']) {
      const bad = await call('POST', ENDPOINTS, { url });
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json().error).toMatchObject({
        code: 'invalid_request',
        details: { fields: { url: 'invalid' } },
      });
    }
    const created = (await call('POST', ENDPOINTS, { url: 'https://vpn.example/hooks' })).json();
    const badPatch = await call('PATCH', `${ENDPOINTS}/${created.endpoint.id}`, { url: 'nope' });
    expect(badPatch.json().error.details).toEqual({ fields: { url: 'invalid' } });
    await call('DELETE', `${ENDPOINTS}/${created.endpoint.id}`);
  });

  it('takes only https URLs in production; demo mode also takes http', async () => {
    expect(webhookUrlRule({ demoMode: false })).toEqual({ httpAllowed: false });
    expect(webhookUrlRule({ demoMode: true })).toEqual({ httpAllowed: true });
    await expect(
      createWebhookEndpoint(
        t.app.db,
        'burrow',
        { url: 'http://vpn.example/hooks' },
        t.clock.now(),
        webhookUrlRule({ demoMode: false }),
      ),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'invalid_request',
      details: { fields: { url: 'https_required' } },
    });
  });

  it('needs the webhooks:manage scope', async () => {
    for (const [method, url] of [
      ['GET', ENDPOINTS],
      ['POST', ENDPOINTS],
    ] as const) {
      const response = await call(
        method,
        url,
        method === 'POST' ? { url: 'https://x.example' } : undefined,
        readOnlyKey,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'forbidden',
        details: { required_scope: 'webhooks:manage' },
      });
    }
    expect((await t.app.inject({ method: 'GET', url: ENDPOINTS })).statusCode).toBe(401);
  });

  it('answers another storefront’s key 404 for our endpoints and deliveries, as for unknown ids', async () => {
    const { endpoint } = (
      await call('POST', ENDPOINTS, { url: receiver.url, event_types: ['subscription.created'] })
    ).json();
    await buy('webhook-api-cross@example.com');
    const [delivery] = await deliveriesOf(endpoint.id);
    const ours = `${ENDPOINTS}/${endpoint.id}`;
    const unknown = `${ENDPOINTS}/00000000-0000-4000-8000-000000000000`;
    for (const path of [ours, unknown]) {
      for (const [method, url, body] of [
        ['GET', path, undefined],
        ['PATCH', path, { enabled: false }],
        ['DELETE', path, undefined],
        ['POST', `${path}/rotate-secret`, undefined],
        ['GET', `${path}/deliveries`, undefined],
      ] as const) {
        const response = await call(method, url, body, otherStorefrontKey);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().error.code).toBe('not_found');
      }
    }
    const replay = await call(
      'POST',
      `/api/service/v1/webhook-deliveries/${delivery?.delivery_id}/replay`,
      undefined,
      otherStorefrontKey,
    );
    expect(replay.statusCode).toBe(404);
    expect((await call('GET', ENDPOINTS, undefined, otherStorefrontKey)).json()).toEqual({
      endpoints: [],
    });
    // Still ours, unchanged.
    expect((await call('GET', ours)).json()).toMatchObject({ enabled: true });
  });
});
