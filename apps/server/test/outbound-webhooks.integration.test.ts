import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { runCli } from '../src/cli/run-cli';
import { runBilling } from '../src/modules/billing/billing-run';
import {
  claimDueDeliveries,
  deliverDueWebhooks,
  sendDelivery,
  WEBHOOK_LEASE_MS,
} from '../src/modules/outbound-webhooks/webhook-delivery';
import {
  createWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  replayWebhookDelivery,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from '../src/modules/outbound-webhooks/webhook-endpoints';
import { listRecentEmails } from '../src/modules/notifications/outbox';
import { purchase } from './support/purchase';
import { createTestApp, sessionCookieFrom, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';
import { startWebhookReceiver } from './support/webhook-receiver';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const TENANT = 'burrow';

describe.each(testDatabaseKinds)('outbound webhooks on %s', (kind) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeEach(async () => {
    t = await createTestApp(kind, { seed: true });
    receiver = await startWebhookReceiver(() => t.clock.now());
  });
  afterEach(async () => {
    await receiver.close();
    await t.close();
  });

  async function endpoint(eventTypes: string[] = []) {
    const created = await createWebhookEndpoint(
      t.app.db,
      TENANT,
      { url: receiver.url, eventTypes },
      t.clock.now(),
      { httpAllowed: true },
    );
    receiver.state.secret = created.secret;
    return created.endpoint;
  }
  const deliver = () => deliverDueWebhooks(contextOf(t.app));
  /** Runs the worker until nothing due is left (a run sends one batch). */
  async function deliverAll() {
    while ((await deliver()) > 0);
  }
  async function buy(email: string) {
    const { response } = await purchase(t, { email });
    expect(response.statusCode).toBe(201);
    return { cookie: sessionCookieFrom(response), id: response.json().subscription.id as string };
  }
  const typesReceived = () => receiver.state.received.map((r) => r.type);

  it('delivers subscription.created and a full entitlements snapshot, signed, when a plan is bought', async () => {
    const { id } = await buy('buyer@example.com');
    await endpoint(); // created after the purchase: it receives no history
    const { id: second } = await buy('second@example.com');
    // A yearly plan: its holiday eSIM is asked for too (decision 0094).
    expect(await deliver()).toBe(4);
    expect(receiver.state.rejected).toBe(0);
    expect(typesReceived().sort()).toEqual([
      'addon.fulfilment_requested',
      'customer.created',
      'entitlements.changed',
      'subscription.created',
    ]);
    const byType = Object.fromEntries(receiver.state.received.map((r) => [r.type, r.data]));
    expect(byType['customer.created']).toMatchObject({ email: 'second@example.com' });
    expect(byType['subscription.created']).toMatchObject({
      subscription_id: second,
      status: 'active',
      revoked: false,
    });
    expect(JSON.stringify(byType['subscription.created'])).not.toContain('@');
    expect(byType['addon.fulfilment_requested']).toMatchObject({
      kind: 'esim',
      state: 'requested',
      subscription_id: second,
    });
    expect(JSON.stringify(byType['addon.fulfilment_requested'])).not.toContain('@');
    const snapshot = byType['entitlements.changed'] as {
      entitlements: { id: string }[];
      subscriptions: { subscription_id: string; active: boolean }[];
    };
    expect(snapshot.entitlements.length).toBeGreaterThan(0);
    expect(snapshot.subscriptions).toEqual([
      expect.objectContaining({ subscription_id: second, active: true }),
    ]);
    expect(JSON.stringify(snapshot)).not.toContain(id);
    // Delivered once: the next run has nothing to send.
    expect(await deliver()).toBe(0);
  });

  it('retries with back-off while the receiver is down, logs every attempt and replays with the same webhook-id', async () => {
    const hook = await endpoint(['subscription.created']);
    receiver.state.down = true;
    await buy('patient@example.com');
    expect(await deliver()).toBe(1);
    // The first retry waits five seconds, the second five minutes.
    t.clock.advance(4 * SECOND);
    expect(await deliver()).toBe(0);
    t.clock.advance(1 * SECOND);
    expect(await deliver()).toBe(1);
    t.clock.advance(4 * MINUTE);
    expect(await deliver()).toBe(0);
    receiver.state.down = false;
    t.clock.advance(1 * MINUTE);
    expect(await deliver()).toBe(1);

    const [delivery] = await listWebhookDeliveries(t.app.db, TENANT, hook.id);
    expect(delivery).toMatchObject({ event_type: 'subscription.created', status: 'delivered' });
    expect(delivery?.attempts.map((a) => a.status_code)).toEqual([503, 503, 204]);
    expect(delivery?.attempts[0]?.response_snippet).toBe('receiver is down');
    expect(receiver.state.received.map((r) => r.webhookId)).toEqual([delivery?.message_id]);

    await replayWebhookDelivery(t.app.db, TENANT, delivery?.delivery_id ?? '', t.clock.now());
    expect(await deliver()).toBe(1);
    expect(receiver.state.received.map((r) => r.webhookId)).toEqual([
      delivery?.message_id,
      delivery?.message_id,
    ]);
    const [replayed] = await listWebhookDeliveries(t.app.db, TENANT, hook.id);
    expect(replayed?.status).toBe('delivered');
    expect(replayed?.attempts.map((a) => a.status_code)).toEqual([503, 503, 204, 204]);
  });

  it('loses nothing when a server dies mid-delivery: the lease runs out and the same webhook-id is sent again', async () => {
    const hook = await endpoint(['subscription.created']);
    await buy('restart@example.com');
    // A server claims the delivery, sends it, and dies before recording the answer.
    const [claimed] = await claimDueDeliveries(t.app.db, t.clock.now());
    expect(claimed).toBeDefined();
    if (claimed) await sendDelivery(claimed, t.clock.now());
    expect(receiver.state.received).toHaveLength(1);
    // Another server leaves it alone while the lease holds…
    expect(await deliver()).toBe(0);
    t.clock.advance(WEBHOOK_LEASE_MS + SECOND);
    // …and sends it again once it has run out.
    expect(await deliver()).toBe(1);
    const ids = receiver.state.received.map((r) => r.webhookId);
    expect(ids).toEqual([claimed?.message_id, claimed?.message_id]);
    const [delivery] = await listWebhookDeliveries(t.app.db, TENANT, hook.id);
    expect(delivery).toMatchObject({ status: 'delivered', message_id: claimed?.message_id });
  });

  it('disables an endpoint that failed for three days and emails the storefront operator', async () => {
    const hook = await endpoint(['subscription.created']);
    receiver.state.down = true;
    await buy('unlucky@example.com');
    let attempts = 0;
    const start = t.clock.now().getTime();
    for (;;) {
      attempts += await deliver();
      const [delivery] = await listWebhookDeliveries(t.app.db, TENANT, hook.id);
      if (delivery?.status !== 'pending') break;
      t.clock.set(delivery.next_attempt_at);
    }
    expect(t.clock.now().getTime() - start).toBeGreaterThan(3 * 24 * HOUR);
    expect(attempts).toBe(13);
    const [disabled] = await listWebhookEndpoints(t.app.db, TENANT);
    expect(disabled).toMatchObject({ enabled: false });
    expect(disabled?.disabled_reason).toContain('three days');
    const emails = await listRecentEmails(t.app.db, TENANT, 5);
    const warning = emails.find((e) => e.to_address === 'support@burrow.test');
    expect(warning?.subject).toBe('A Burrow webhook endpoint was disabled');
    expect(warning?.text_body).toContain(receiver.url);

    // Disabled, it receives nothing; enabled again, what it missed is sent.
    receiver.state.down = false;
    await buy('while-disabled@example.com');
    expect(await deliver()).toBe(0);
    await updateWebhookEndpoint(t.app.db, TENANT, hook.id, { enabled: true }, t.clock.now(), {
      httpAllowed: true,
    });
    expect(await deliver()).toBe(1);
    expect(receiver.state.received).toHaveLength(1);
  });

  it('sends each endpoint only the event types it asked for, signed with its own secret', async () => {
    const refundsOnly = await endpoint(['subscription.refunded']);
    const rotated = await rotateWebhookSecret(t.app.db, TENANT, refundsOnly.id, t.clock.now());
    receiver.state.secret = rotated;
    await buy('filtered@example.com');
    expect(await deliver()).toBe(0);
    const [listed] = await listWebhookEndpoints(t.app.db, TENANT);
    expect(listed?.event_types).toEqual(['subscription.refunded']);
    expect(listed).not.toHaveProperty('secret');
  });

  it('announces a device activated and removed, with ids and no device name', async () => {
    await endpoint(['device.activated', 'device.removed']);
    const cookie = await signIn(t, 'active@demo.burrow.test');
    const [sub] = await t.app.db.query<{ setup_link_token: string; id: string }>(
      `SELECT s.id, s.setup_link_token FROM subscriptions s JOIN users u ON u.id = s.user_id
        WHERE u.email = 'active@demo.burrow.test'`,
    );
    const code = await t.request({
      method: 'POST',
      url: '/api/v2/activation-setup/codes',
      payload: { activation_code: sub?.setup_link_token },
      cookie,
    });
    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/devices/activate',
      payload: { code: code.json().code, name: 'Secret Lab Laptop', platform: 'windows' },
    });
    expect(activated.statusCode).toBe(201);
    const deviceId = activated.json().device.id as string;
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/v2/devices/${deviceId}`,
      cookie,
    });
    expect(removed.statusCode).toBe(200);
    await deliver();
    expect(typesReceived().sort()).toEqual(['device.activated', 'device.removed']);
    for (const event of receiver.state.received) {
      expect(event.data).toMatchObject({
        device_id: deviceId,
        subscription_id: sub?.id,
        platform: 'windows',
      });
      expect(JSON.stringify(event.data)).not.toContain('Secret Lab');
    }
  });

  it('announces a renewal by the billing run with a snapshot running to the new period end', async () => {
    const { id } = await buy('renewer@example.com');
    await endpoint(['subscription.renewed', 'entitlements.changed']);
    t.clock.advance(366 * 24 * HOUR);
    // The demo customers renew too: this test looks at the buyer's events.
    await runBilling(contextOf(t.app));
    await deliverAll();
    const renewed = receiver.state.received.find(
      (r) => r.type === 'subscription.renewed' && r.data.subscription_id === id,
    );
    expect(renewed?.data).toMatchObject({ subscription_id: id, status: 'active' });
    const snapshot = receiver.state.received.find(
      (r) => r.type === 'entitlements.changed' && r.data.customer_id === renewed?.data.customer_id,
    );
    expect(snapshot?.data).toMatchObject({
      subscriptions: [
        expect.objectContaining({
          subscription_id: id,
          active: true,
          current_period_end: renewed?.data.current_period_end,
        }),
      ],
    });
  });

  /** `npm run burrow -- …` as the operator runs it, on the test app's database and clock. */
  async function burrow(...args: string[]) {
    const out: string[] = [];
    const errors: string[] = [];
    const status = await runCli(args, {
      ctx: contextOf(t.app),
      print: (line) => out.push(line),
      printError: (line) => errors.push(line),
    });
    return {
      status,
      out: out.map((line) => (line.startsWith('{') ? JSON.parse(line) : line)),
      errors,
    };
  }

  it('is managed from the command line: create, list, deliveries, replay, rotate, delete', async () => {
    const created = await burrow(
      'webhooks',
      'create',
      '--tenant',
      TENANT,
      '--url',
      receiver.url,
      '--event',
      'subscription.created',
    );
    expect(created.status).toBe(0);
    const { id, secret } = created.out[0] as { id: string; secret: string };
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    receiver.state.secret = secret;
    const listed = await burrow('webhooks', 'list', '--tenant', TENANT);
    expect(listed.out).toEqual([
      expect.objectContaining({ id, event_types: ['subscription.created'] }),
    ]);
    expect(JSON.stringify(listed.out)).not.toContain(secret);

    await buy('cli@example.com');
    await deliver();
    const [delivery] = (await burrow('webhooks', 'deliveries', '--tenant', TENANT, id)).out as {
      delivery_id: string;
      status: string;
      attempts: { status_code: number }[];
    }[];
    expect(delivery).toMatchObject({ status: 'delivered', attempts: [{ status_code: 204 }] });
    expect(
      (await burrow('webhooks', 'replay', '--tenant', TENANT, delivery?.delivery_id ?? '')).status,
    ).toBe(0);
    await deliver();
    expect(receiver.state.received).toHaveLength(2);

    const rotated = await burrow('webhooks', 'rotate-secret', '--tenant', TENANT, id);
    expect((rotated.out[0] as { secret: string }).secret).not.toBe(secret);
    expect(
      (await burrow('webhooks', 'create', '--tenant', TENANT, '--url', 'ftp://x')).status,
    ).toBe(1);
    expect((await burrow('webhooks', 'disable', '--tenant', 'other-store', id)).status).toBe(1);
    expect((await burrow('webhooks', 'delete', '--tenant', TENANT, id)).status).toBe(0);
    expect((await burrow('webhooks', 'list', '--tenant', TENANT)).out).toEqual([]);
    expect((await burrow('webhooks', 'list')).status).toBe(2);
  });

  it('announces a refund-and-revoke with subscription.refunded and a snapshot with nothing active', async () => {
    const { cookie, id } = await buy('refunder@example.com');
    await endpoint(['subscription.refunded', 'entitlements.changed']);
    const requested = await t.request({
      method: 'POST',
      url: `/api/v2/subscriptions/${id}/refund-revoke`,
      cookie,
    });
    expect(requested.statusCode).toBe(202);
    t.clock.advance(25 * HOUR);
    expect(await runBilling(contextOf(t.app))).toMatchObject({ refunded: 1 });
    await deliverAll();
    expect(receiver.state.rejected).toBe(0);
    // Deliveries run side by side, so they may arrive in any order: a consumer keeps the
    // snapshot with the latest `as_of`.
    const refunded = receiver.state.received.filter((r) => r.type === 'subscription.refunded');
    expect(refunded.map((r) => r.data)).toEqual([
      expect.objectContaining({ subscription_id: id, status: 'cancelled', revoked: true }),
    ]);
    const customer = refunded[0]?.data.customer_id;
    const latest = receiver.state.received
      .filter((r) => r.type === 'entitlements.changed' && r.data.customer_id === customer)
      .map((r) => r.data as { as_of: string })
      .sort((a, b) => a.as_of.localeCompare(b.as_of))
      .at(-1);
    expect(latest).toMatchObject({
      entitlements: [],
      subscriptions: [
        expect.objectContaining({ subscription_id: id, active: false, state: 'revoked' }),
      ],
    });
  });
});
