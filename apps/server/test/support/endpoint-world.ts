import { randomUUID } from 'node:crypto';
import { SERVICE_SCOPES, type ServiceScope } from '@burrow/contract/service-api';
import { expect } from 'vitest';
import { contextOf } from '../../src/app-context';
import { createServiceKey } from '../../src/modules/service-keys/service-key-service';
import { enqueueWebhookEvent } from '../../src/modules/outbound-webhooks/webhook-events';
import {
  FIXTURES,
  type Account,
  type Fixture,
  type Objects,
  cardCheckIntent,
  planChangeQuote,
} from './endpoint-recipes';
import { purchase } from './purchase';
import { sessionCookieFrom, signIn, tokenFromLink, type TestApp } from './test-app';

/** The accounts and objects the endpoint recipes name, in a seeded test app. */
export interface EndpointWorld {
  /** Per fixture, the customer whose objects the recipes name. */
  owners: Record<Fixture, Account>;
  /** Per fixture, another customer in the same situation. */
  others: Record<Fixture, Account>;
  objects: Objects;
}

export async function demoAccount(t: TestApp, email: string): Promise<Account> {
  return { email, password: 'demo-burrow-2026', cookie: await signIn(t, email) };
}

let freshCustomers = 0;

/** A new customer of their own, for calls that end the caller's session or account. */
export async function freshCustomer(t: TestApp): Promise<Account> {
  const email = `fresh-${randomUUID()}@example.com`;
  const { response } = await purchase(t, { email, priceIds: ['vpn-basic-1m-usd'] });
  expect(response.statusCode, response.body).toBe(201);
  // Back through the emailed sign-in link, which proves the address (decision 0071): an
  // account with an unproven address may not set a password. From an address of its own,
  // so the sign-in link's per-client limit never runs out over a file.
  freshCustomers += 1;
  // The test clock stands still, so every email of a file shares one instant and the
  // mailbox (its newest hundred) would order them by random id: a second later, the link's
  // email is the newest, however many went out before it.
  t.clock.advance(1000);
  const remoteAddress = `198.18.${Math.floor(freshCustomers / 250)}.${(freshCustomers % 250) + 1}`;
  await t.request({
    method: 'POST',
    url: '/api/v2/users/magic-link',
    payload: { email },
    remoteAddress,
  });
  // The receipt went out at the same instant: pick the email that carries the link.
  const mailbox = await t.request({ method: 'GET', url: '/api/dev/mailbox' });
  const signInLink = mailbox
    .json<{ messages: { to: string; text: string }[] }>()
    .messages.filter((message) => message.to === email)
    .map((message) => message.text.match(/https?:\/\/\S+\/auth\/magic\?token=\S+/)?.[0])
    .find((link) => link !== undefined);
  const consumed = await t.request({
    method: 'POST',
    url: '/api/v2/auth/magic-link/consume',
    payload: { token: tokenFromLink(signInLink) },
    remoteAddress,
  });
  expect(consumed.statusCode, consumed.body).toBe(200);
  return { email, password: '', cookie: sessionCookieFrom(consumed) };
}

/**
 * Signs in the demo owners and other customers, and creates the owners' objects through
 * the API: a spare card, two devices, a plan-change attempt, a refundable subscription.
 * The app must be seeded (`createTestApp(kind, { seed: true })`).
 */
export async function createEndpointWorld(t: TestApp): Promise<EndpointWorld> {
  const owners = {} as Record<Fixture, Account>;
  const others = {} as Record<Fixture, Account>;
  const signedIn = new Map<string, Account>();
  for (const [fixture, { owner, other }] of Object.entries(FIXTURES) as [
    Fixture,
    { owner: string; other: string },
  ][]) {
    for (const email of [owner, other])
      if (!signedIn.has(email)) signedIn.set(email, await demoAccount(t, email));
    owners[fixture] = signedIn.get(owner) as Account;
    others[fixture] = signedIn.get(other) as Account;
  }
  const consumer = owners.consumer.cookie;
  const get = async (url: string, cookie: string) => {
    const response = await t.request({ method: 'GET', url, cookie });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  };
  const call = async (method: 'POST' | 'PUT', url: string, payload: object, status: number) => {
    const response = await t.request({ method, url, payload, cookie: consumer });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
    return response.json();
  };

  const [subscription] = (await get('/api/v2/subscriptions/', consumer)).subscriptions;
  const [invoice] = (await get('/api/v2/invoices/', consumer)).invoices;
  const [method] = (await get('/api/v2/payment-methods/', consumer)).payment_methods;
  const [dedicatedIp] = (await get('/api/v2/dedicated-ip/', consumer)).dedicated_ips;

  const spareMethodIntentId = await cardCheckIntent(t);
  const spare = await call(
    'POST',
    '/api/v2/payment-methods/',
    { paymentIntentId: spareMethodIntentId, makeDefault: false },
    201,
  );

  const connectDevice = async (name: string) => {
    const { code } = await call(
      'POST',
      '/api/v2/activation-setup/codes',
      { activation_code: subscription.setup_link_token },
      201,
    );
    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/devices/activate',
      payload: { code, name, platform: 'android' },
    });
    expect(activated.statusCode, activated.body).toBe(201);
    return activated.json() as { device: { id: string }; credential: string };
  };
  const livingRoomTv = await connectDevice('Living room TV');

  const change = { type: 'change_plan', priceId: 'vpn-premium-24m-usd' };
  const attempt = await call(
    'POST',
    '/api/v2/checkout/',
    {
      attemptId: 'authz-matrix-attempt',
      subscriptionId: subscription.subscription_id,
      change,
      quoteId: await planChangeQuote(t, consumer, subscription.subscription_id, change),
    },
    200,
  );

  const former = owners['former-customer'];
  const refundable = await purchase(t, {
    email: former.email,
    cookie: former.cookie,
    priceIds: ['vpn-basic-1m-usd'],
  });
  expect(refundable.response.statusCode, refundable.response.body).toBe(201);
  const refundableId = refundable.response.json().subscription.id as string;
  const refundRequest = await t.request({
    method: 'POST',
    url: `/api/v2/subscriptions/${refundableId}/refund-revoke`,
    payload: {},
    cookie: former.cookie,
  });
  expect(refundRequest.statusCode, refundRequest.body).toBe(202);

  const [seats] = (await get('/api/v2/subscriptions/', owners['legacy-business'].cookie))
    .subscriptions;
  const [volume] = (await get('/api/v2/subscriptions/', owners['volume-business'].cookie))
    .subscriptions;
  const freeLicense = seats.licenses.find((l: { state: string }) => l.state === 'unassigned');

  const objects: Objects = {
    consumer: {
      subscriptionId: subscription.subscription_id,
      setupToken: subscription.setup_link_token,
      invoiceId: invoice.id,
      paymentMethodId: method.id,
      spareMethodId: spare.payment_method.id,
      spareMethodIntentId,
      dedicatedIpId: dedicatedIp.id,
      deviceId: livingRoomTv.device.id,
      deviceCredential: livingRoomTv.credential,
      spareDeviceId: (await connectDevice('Old tablet')).device.id,
      planChangeAttemptId: attempt.attemptId,
    },
    formerCustomer: { refundableSubscriptionId: refundableId },
    legacyBusiness: { subscriptionId: seats.subscription_id, freeLicenseKrn: freeLicense.krn },
    volumeBusiness: {
      subscriptionId: volume.subscription_id,
      freeLicenseKrn: volume.licenses.find((l: { state: string }) => l.state === 'unassigned').krn,
      heldLicenseKrn: volume.licenses.find((l: { state: string }) => l.state === 'active').krn,
    },
    service: await serviceKeys(t, owners.consumer.email),
  };
  return { owners, others, objects };
}

/** Service API keys as the operator makes them (`npm run burrow -- api-keys create`). */
async function serviceKeys(t: TestApp, consumerEmail: string): Promise<Objects['service']> {
  const ctx = contextOf(t.app);
  const keyOf = async (tenantId: string, scopes: readonly ServiceScope[]) =>
    (await createServiceKey(ctx, { tenantId, name: 'Back office', scopes })).key;
  await t.app.db.query(
    `INSERT INTO tenants (id, name) VALUES ('otherbrand', 'Other') ON CONFLICT DO NOTHING`,
  );
  const key = await keyOf('burrow', SERVICE_SCOPES);
  const keyWithOnly = Object.fromEntries(
    await Promise.all(SERVICE_SCOPES.map(async (scope) => [scope, await keyOf('burrow', [scope])])),
  ) as Record<ServiceScope, string>;
  const found = await t.app.inject({
    method: 'GET',
    url: `/api/service/v1/customers?email=${encodeURIComponent(consumerEmail)}`,
    headers: { authorization: `Bearer ${key}` },
  });
  expect(found.statusCode, found.body).toBe(200);
  const consumerId = found.json().customers[0].customer_id as string;
  const hook = await t.app.inject({
    method: 'POST',
    url: '/api/service/v1/webhook-endpoints',
    headers: { authorization: `Bearer ${key}` },
    payload: { url: 'https://vpn.example/burrow-webhooks', event_types: ['entitlements.changed'] },
  });
  expect(hook.statusCode, hook.body).toBe(201);
  const webhookEndpointId = hook.json().endpoint.id as string;
  // One message waiting for the endpoint: the delivery replay is tried on.
  await enqueueWebhookEvent(
    t.app.db,
    'burrow',
    'entitlements.changed',
    { customer_id: consumerId },
    t.clock.now(),
  );
  const [delivery] = await t.app.db.query<{ id: string }>(
    `SELECT id FROM webhook_deliveries WHERE endpoint_id = $1`,
    [webhookEndpointId],
  );
  const [fulfilled] = await t.app.db.query<{ id: string; result: object }>(
    `SELECT id, result FROM fulfilment_requests
      WHERE user_id = $1 AND kind = 'dedicated_ip' AND state = 'fulfilled'
      ORDER BY requested_at, id LIMIT 1`,
    [consumerId],
  );
  if (!fulfilled) throw new Error('the consumer has no fulfilled dedicated IP request');
  return {
    consumerId,
    fulfilmentRequestId: fulfilled.id,
    fulfilmentResult: fulfilled.result,
    key,
    keyWithOnly,
    otherStorefrontKey: await keyOf('otherbrand', SERVICE_SCOPES),
    webhookEndpointId,
    webhookDeliveryId: delivery?.id ?? '',
  };
}
