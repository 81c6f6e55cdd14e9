import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { runCli } from '../src/cli/run-cli';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const MINUTE = 60_000;

describe.each(testDatabaseKinds)('service API keys and the service API on %s', (kind) => {
  let t: TestApp;

  /** `npm run burrow -- …` as the operator runs it, on the test app's database and clock. */
  async function burrow(...args: string[]) {
    const out: string[] = [];
    const errors: string[] = [];
    const status = await runCli(args, {
      ctx: contextOf(t.app),
      print: (line) => out.push(line),
      printError: (line) => errors.push(line),
    });
    return { status, out, errors };
  }

  async function createKey(tenant: string, ...scopes: string[]) {
    const result = await burrow(
      'api-keys',
      'create',
      '--tenant',
      tenant,
      '--name',
      'VPN back office',
      ...scopes.flatMap((scope) => ['--scope', scope]),
    );
    expect(result.status, result.errors.join('\n')).toBe(0);
    return JSON.parse(result.out[0] ?? '') as { id: string; key: string; visiblePrefix: string };
  }

  const call = (url: string, key?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
    });

  const customerIdOf = async (email: string) =>
    (
      await t.app.db.query<{ id: string }>(
        `SELECT id FROM users WHERE tenant_id = 'burrow' AND email = $1`,
        [email],
      )
    )[0]?.id ?? '';

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  it('creates a key shown once, stores only its SHA-256 hash and a short visible prefix', async () => {
    const created = await createKey('burrow', 'entitlements:read', 'fulfilment:write');
    expect(created.key).toMatch(/^bk_test_[A-Za-z0-9_-]{43}$/);
    expect(created.visiblePrefix).toBe(created.key.slice(0, 16));

    const [stored] = await t.app.db.query<Record<string, unknown>>(
      'SELECT * FROM service_api_keys WHERE id = $1',
      [created.id],
    );
    expect(stored?.secret_hash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(created.key);

    const listed = await burrow('api-keys', 'list', '--tenant', 'burrow');
    expect(listed.status).toBe(0);
    const mine = listed.out.map((line) => JSON.parse(line)).find((key) => key.id === created.id);
    expect(mine).toMatchObject({
      name: 'VPN back office',
      visiblePrefix: created.visiblePrefix,
      scopes: ['entitlements:read', 'fulfilment:write'],
      revokedAt: null,
    });
    expect(listed.out.join('\n')).not.toContain(created.key);
  });

  it('refuses command lines it cannot run, and a storefront that does not exist', async () => {
    expect((await burrow('api-keys', 'create', '--tenant', 'burrow', '--name', 'x')).status).toBe(
      2,
    );
    const badScope = await burrow(
      'api-keys',
      'create',
      '--tenant',
      'burrow',
      '--name',
      'x',
      '--scope',
      'everything',
    );
    expect(badScope.status).toBe(2);
    expect(badScope.errors[0]).toContain('unknown scope everything');
    expect((await burrow('api-keys', 'frobnicate')).status).toBe(2);
    expect((await burrow('api-keys', 'list', '--tenant', 'burrow', '--colour')).status).toBe(2);
    const noTenant = await burrow(
      'api-keys',
      'create',
      '--tenant',
      'nosuchbrand',
      '--name',
      'x',
      '--scope',
      'customers:read',
    );
    expect(noTenant.status).toBe(1);
    expect((await burrow('api-keys', 'revoke', '00000000-0000-4000-8000-000000000000')).status).toBe(
      1,
    );
  });

  it('answers 401 without a live key (missing, malformed, unknown, a session cookie) and 403 naming a missing scope', async () => {
    const customerId = await customerIdOf('active@demo.burrow.test');
    const url = `/api/service/v1/customers/${customerId}/entitlements`;
    const cookie = await signIn(t, 'active@demo.burrow.test');
    for (const response of [
      await call(url),
      await call(url, 'not-a-key'),
      await call(url, `bk_test_${'A'.repeat(43)}`),
      await t.request({ method: 'GET', url, cookie }),
    ]) {
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json().error.code).toBe('unauthenticated');
      expect(response.headers['www-authenticate']).toContain('Bearer');
    }

    const lookupOnly = await createKey('burrow', 'customers:read');
    const refused = await call(url, lookupOnly.key);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'forbidden',
      details: { required_scope: 'entitlements:read' },
    });
  });

  it('stops accepting a key once revoked', async () => {
    const { id, key } = await createKey('burrow', 'customers:read');
    const url = '/api/service/v1/customers?email=active@demo.burrow.test';
    expect((await call(url, key)).statusCode).toBe(200);
    const revoked = await burrow('api-keys', 'revoke', id);
    expect(revoked.status).toBe(0);
    expect(JSON.parse(revoked.out[0] ?? '').revokedAt).toBe(t.clock.now().toISOString());
    expect((await call(url, key)).statusCode).toBe(401);
  });

  it('records when a key was last used, at most once a minute', async () => {
    const { id, key } = await createKey('burrow', 'customers:read');
    const lastUsed = async () =>
      (await burrow('api-keys', 'list', '--tenant', 'burrow')).out
        .map((line) => JSON.parse(line))
        .find((listed) => listed.id === id).lastUsedAt;
    const url = '/api/service/v1/customers?email=active@demo.burrow.test';
    expect(await lastUsed()).toBeNull();

    const firstUse = t.clock.now().toISOString();
    await call(url, key);
    expect(await lastUsed()).toBe(firstUse);
    t.clock.advance(MINUTE / 2);
    await call(url, key);
    expect(await lastUsed()).toBe(firstUse);
    t.clock.advance(MINUTE);
    await call(url, key);
    expect(await lastUsed()).toBe(t.clock.now().toISOString());
  });

  it("answers a customer's entitlements as their dashboard decides them", async () => {
    const { key } = await createKey('burrow', 'entitlements:read');
    const email = 'active@demo.burrow.test';
    const customerId = await customerIdOf(email);
    const response = await call(`/api/service/v1/customers/${customerId}/entitlements`, key);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();

    const dashboard = await t.request({
      method: 'GET',
      url: '/api/v2/subscriptions/',
      cookie: await signIn(t, email),
    });
    const subscriptions = dashboard.json().subscriptions as {
      subscription_id: string;
      active: boolean;
      entitlements: { id: string }[];
    }[];
    expect(body.customer_id).toBe(customerId);
    expect(body.subscriptions).toHaveLength(subscriptions.length);
    for (const subscription of subscriptions) {
      const answered = body.subscriptions.find(
        (s: { subscription_id: string }) => s.subscription_id === subscription.subscription_id,
      );
      expect(answered).toMatchObject({
        active: subscription.active,
        entitlements: subscription.entitlements,
      });
    }
    const union = [
      ...new Set(subscriptions.flatMap((s) => s.entitlements.map((e) => e.id))),
    ].sort();
    expect(body.entitlements.map((e: { id: string }) => e.id)).toEqual(union);
    expect(union.length).toBeGreaterThan(0);
  });

  it('entitles a customer whose plans all ended to nothing', async () => {
    const { key } = await createKey('burrow', 'entitlements:read');
    const customerId = await customerIdOf('expired@demo.burrow.test');
    const body = (await call(`/api/service/v1/customers/${customerId}/entitlements`, key)).json();
    expect(body.entitlements).toEqual([]);
    expect(body.subscriptions.length).toBeGreaterThan(0);
    for (const subscription of body.subscriptions) {
      expect(subscription.active).toBe(false);
      expect(subscription.entitlements).toEqual([]);
    }
  });

  it("answers a connected device's entitlements: its subscription's", async () => {
    const { key } = await createKey('burrow', 'entitlements:read');
    const email = 'active@demo.burrow.test';
    const cookie = await signIn(t, email);
    const subscription = (
      await t.request({ method: 'GET', url: '/api/v2/subscriptions/', cookie })
    ).json().subscriptions[0];
    const code = await t.request({
      method: 'POST',
      url: '/api/v2/activation-setup/codes',
      payload: { activation_code: subscription.setup_link_token },
      cookie,
    });
    expect(code.statusCode, code.body).toBe(201);
    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/devices/activate',
      payload: { code: code.json().code, name: 'Laptop', platform: 'linux' },
    });
    expect(activated.statusCode, activated.body).toBe(201);
    const deviceId = activated.json().device.id as string;

    const response = await call(`/api/service/v1/devices/${deviceId}/entitlements`, key);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      device_id: deviceId,
      customer_id: await customerIdOf(email),
      subscription: {
        subscription_id: subscription.subscription_id,
        active: true,
        entitlements: subscription.entitlements,
      },
    });
    const unknown = await call(
      '/api/service/v1/devices/00000000-0000-4000-8000-000000000000/entitlements',
      key,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it("finds a customer's id by email, and nothing more about them", async () => {
    const { key } = await createKey('burrow', 'customers:read');
    const found = await call('/api/service/v1/customers?email=Active@Demo.Burrow.test', key);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({
      customers: [{ customer_id: await customerIdOf('active@demo.burrow.test') }],
    });
    const none = await call('/api/service/v1/customers?email=nobody@example.com', key);
    expect(none.json()).toEqual({ customers: [] });
    expect((await call('/api/service/v1/customers?email=not-an-email', key)).statusCode).toBe(400);
  });

  it("serves a key only its own storefront's customers, whatever host or x-tenant the request names", async () => {
    await t.app.db.query(
      `INSERT INTO tenants (id, name) VALUES ('otherbrand', 'Other') ON CONFLICT DO NOTHING`,
    );
    const { key } = await createKey('otherbrand', 'entitlements:read', 'customers:read');
    const customerId = await customerIdOf('active@demo.burrow.test');
    const byId = await call(`/api/service/v1/customers/${customerId}/entitlements`, key, {
      'x-tenant': 'burrow',
    });
    expect(byId.statusCode).toBe(404);
    const byEmail = await call('/api/service/v1/customers?email=active@demo.burrow.test', key, {
      'x-tenant': 'burrow',
    });
    expect(byEmail.json()).toEqual({ customers: [] });
  });
});
