import { randomUUID } from 'node:crypto';
import { staffStorefrontPath } from '@burrow/contract/staff-storefronts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { runCli } from '../src/cli/run-cli';
import { paidPurchase } from './support/purchase';
import { staffSessionCookie } from './support/staff-session';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const STOREFRONTS_URL = '/api/staff/v1/storefronts';

function newStorefront(overrides: Record<string, unknown> = {}) {
  const slug = `shop-${randomUUID().slice(0, 8)}`;
  return {
    slug,
    name: 'Acme VPN',
    hosts: [`${slug}.acme.test`],
    default_currency: 'EUR',
    default_locale: 'de',
    legal_name: 'Acme Networks GmbH',
    address: '1 Hauptstraße, 10115 Berlin, Germany',
    tax_id: 'DE123456789',
    support_email: 'support@acme.test',
    reason: 'New brand launch',
    ...overrides,
  };
}

/** The test app as a browser on one storefront's host sees it: that host and origin. */
function onHost(t: TestApp, host: string): TestApp {
  return {
    ...t,
    get app() {
      return t.app;
    },
    request: (options: InjectOptions & { cookie?: string }) =>
      t.request({
        ...options,
        headers: { host, origin: `http://${host}`, ...options.headers },
      }),
  };
}

async function auditOf(t: TestApp, action: string, target: string) {
  return t.app.db.query<{ before: unknown; after: unknown; reason: string | null }>(
    `SELECT before, after, reason FROM staff_audit_log WHERE action = $1 AND target = $2`,
    [action, target],
  );
}

describe.each(testDatabaseKinds)(
  'storefronts, API keys and webhooks from the console on %s',
  (kind) => {
    let t: TestApp;
    let admin: string;

    beforeAll(async () => {
      t = await createTestApp(kind, { seed: true });
      admin = await staffSessionCookie(t, 'admin');
    });
    afterAll(() => t.close());

    const staff = (method: InjectOptions['method'], url: string, payload?: object) =>
      t.request({ method, url, cookie: admin, ...(payload ? { payload } : {}) });

    it('creates a storefront that serves its catalogue on its host and takes an order there', async () => {
      const input = newStorefront();
      const created = await staff('POST', STOREFRONTS_URL, input);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({
        id: input.slug,
        hosts: input.hosts,
        default_currency: 'EUR',
        default_locale: 'de',
      });
      expect((await staff('GET', STOREFRONTS_URL)).json().storefronts).toContainEqual(
        created.json(),
      );

      const host = input.hosts[0] as string;
      const offer = await onHost(t, host).request({ method: 'GET', url: '/api/v1/offers/default' });
      expect(offer.statusCode, offer.body).toBe(200);
      expect(offer.json().products.length).toBeGreaterThan(0);

      // The order is the new storefront's, numbered in its own sequence.
      const bought = await paidPurchase(onHost(t, host), `buyer-${randomUUID()}@example.com`);
      const [owner] = await t.app.db.query<{ tenant_id: string; number: string }>(
        `SELECT tenant_id, number FROM invoices WHERE id = $1`,
        [bought.invoiceId],
      );
      expect(owner?.tenant_id).toBe(input.slug);
      expect(owner?.number).toMatch(/^BRW-\d{4}-100000$/);

      const [entry] = await auditOf(t, 'storefront.created', `storefront:${input.slug}`);
      expect(entry?.reason).toBe('New brand launch');
      expect(entry?.after).toMatchObject({ id: input.slug, catalogue_from: 'burrow' });
    });

    it('refuses a slug or a host already in use, and bad input, with clear errors', async () => {
      const first = newStorefront();
      expect((await staff('POST', STOREFRONTS_URL, first)).statusCode).toBe(201);

      const sameSlug = await staff('POST', STOREFRONTS_URL, {
        ...newStorefront(),
        slug: first.slug,
      });
      expect(sameSlug.statusCode).toBe(409);
      expect(sameSlug.json().error.code).toBe('storefront_exists');

      const sameHost = await staff('POST', STOREFRONTS_URL, newStorefront({ hosts: first.hosts }));
      expect(sameHost.statusCode).toBe(409);
      expect(sameHost.json().error).toMatchObject({
        code: 'storefront_host_taken',
        details: { hosts: first.hosts },
      });

      const bad = await staff(
        'POST',
        STOREFRONTS_URL,
        newStorefront({ slug: 'Not A Slug', hosts: ['https://x.test'], default_currency: 'JPY' }),
      );
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().error.details.fields)).toEqual(
        expect.arrayContaining(['slug', 'hosts.0', 'default_currency']),
      );
    });

    it('changes a storefront and records only what changed, before and after', async () => {
      const input = newStorefront();
      await staff('POST', STOREFRONTS_URL, input);
      const newHost = `new-${input.slug}.acme.test`;
      const updated = await staff('PATCH', staffStorefrontPath(input.slug), {
        name: 'Acme VPN Pro',
        hosts: [newHost],
        reason: 'Rebrand',
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()).toMatchObject({ name: 'Acme VPN Pro', hosts: [newHost] });

      const [entry] = await auditOf(t, 'storefront.updated', `storefront:${input.slug}`);
      expect(entry).toMatchObject({
        before: { name: 'Acme VPN', hosts: input.hosts },
        after: { name: 'Acme VPN Pro', hosts: [newHost] },
        reason: 'Rebrand',
      });

      const hosts = await t.app.db.query<{ host: string }>(
        `SELECT host FROM tenant_hosts WHERE tenant_id = $1`,
        [input.slug],
      );
      expect(hosts.map((row) => row.host)).toEqual([newHost]);
      const missing = await staff('PATCH', staffStorefrontPath('no-such-shop'), {
        name: 'x',
        reason: 'Testing',
      });
      expect(missing.statusCode).toBe(404);
      const noReason = await staff('PATCH', staffStorefrontPath(input.slug), { name: 'y' });
      expect(noReason.statusCode).toBe(400);
    });

    it('makes a service API key shown once that authenticates, until it is revoked', async () => {
      const input = newStorefront();
      await staff('POST', STOREFRONTS_URL, input);
      const keysUrl = staffStorefrontPath(input.slug, '/api-keys');
      const created = await staff('POST', keysUrl, {
        name: 'VPN back office',
        scopes: ['webhooks:manage'],
        reason: 'VPN integration',
        idempotency_key: randomUUID(),
      });
      expect(created.statusCode, created.body).toBe(201);
      const { key, api_key: apiKey } = created.json();
      expect(key).toMatch(/^bk_test_/);
      expect(key.startsWith(apiKey.prefix)).toBe(true);

      const service = () =>
        t.request({
          method: 'GET',
          url: '/api/service/v1/webhook-endpoints',
          headers: { authorization: `Bearer ${key}` },
        });
      expect((await service()).statusCode).toBe(200);

      const listed = (await staff('GET', keysUrl)).json().api_keys;
      expect(listed).toHaveLength(1);
      expect(listed[0]).toMatchObject({ id: apiKey.id, revoked_at: null });
      expect(listed[0].last_used_at).not.toBeNull();
      expect(JSON.stringify(listed)).not.toContain(key);

      const revoked = await staff('POST', `${keysUrl}/${apiKey.id}/revoke`, { reason: 'Leaked' });
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json().api_key.revoked_at).not.toBeNull();
      expect((await service()).statusCode).toBe(401);

      // Another storefront's key is not found here.
      const elsewhere = await staff(
        'POST',
        `${staffStorefrontPath('burrow', '/api-keys')}/${apiKey.id}/revoke`,
        { reason: 'Wrong shop' },
      );
      expect(elsewhere.statusCode).toBe(404);

      const entries = await t.app.db.query<{ entry: string }>(
        `SELECT row_to_json(l)::text AS entry FROM staff_audit_log l WHERE target = $1`,
        [`api_key:${apiKey.id}`],
      );
      expect(entries.map((row) => JSON.parse(row.entry).action).sort()).toEqual([
        'api_key.created',
        'api_key.revoked',
      ]);
      for (const row of entries) expect(row.entry).not.toContain(key);
    });

    it('makes a webhook endpoint with its secret shown once, never in the audit log', async () => {
      const input = newStorefront();
      await staff('POST', STOREFRONTS_URL, input);
      const hooksUrl = staffStorefrontPath(input.slug, '/webhook-endpoints');
      const idempotencyKey = randomUUID();
      const body = {
        url: 'https://vpn.acme.test/hooks',
        event_types: ['entitlements.changed'],
        reason: 'VPN integration',
        idempotency_key: idempotencyKey,
      };
      const created = await staff('POST', hooksUrl, body);
      expect(created.statusCode, created.body).toBe(201);
      const { endpoint, secret } = created.json();
      expect(secret).toMatch(/^whsec_/);
      expect(endpoint).toMatchObject({ enabled: true, recent_failures: 0 });

      const repeat = await staff('POST', hooksUrl, body);
      expect(repeat.statusCode).toBe(409);
      expect(repeat.json().error.code).toBe('idempotency_key_reused');
      expect((await staff('GET', hooksUrl)).json().endpoints).toHaveLength(1);

      const endpointUrl = `${hooksUrl}/${endpoint.id}`;
      const disabled = await staff('PATCH', endpointUrl, {
        enabled: false,
        reason: 'Receiver down',
      });
      expect(disabled.json()).toMatchObject({ enabled: false });
      const rotated = await staff('POST', `${endpointUrl}/rotate-secret`, {
        reason: 'Secret leaked',
        idempotency_key: randomUUID(),
      });
      expect(rotated.statusCode).toBe(200);
      expect(rotated.json().secret).not.toBe(secret);

      const entries = await t.app.db.query<{ entry: string }>(
        `SELECT row_to_json(l)::text AS entry FROM staff_audit_log l WHERE target = $1`,
        [`webhook_endpoint:${endpoint.id}`],
      );
      expect(entries.map((row) => JSON.parse(row.entry).action).sort()).toEqual([
        'webhook_endpoint.created',
        'webhook_endpoint.disabled',
        'webhook_endpoint.secret_rotated',
      ]);
      for (const row of entries) {
        expect(row.entry).not.toContain(secret);
        expect(row.entry).not.toContain(rotated.json().secret);
        expect(row.entry).not.toContain('whsec_');
      }
    });

    it('is refused to finance and to an unknown storefront', async () => {
      const finance = await staffSessionCookie(t, 'finance');
      const refused = await t.request({ method: 'GET', url: STOREFRONTS_URL, cookie: finance });
      expect(refused.statusCode).toBe(403);
      const unknown = await staff('GET', staffStorefrontPath('no-such-shop', '/api-keys'));
      expect(unknown.statusCode).toBe(404);
    });

    describe('npm run burrow -- storefront', () => {
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

      it('creates and lists storefronts through the same service', async () => {
        const slug = `cli-${randomUUID().slice(0, 8)}`;
        const args = [
          'storefront',
          'create',
          '--slug',
          slug,
          '--name',
          'CLI shop',
          '--host',
          `${slug}.example.test`,
          '--currency',
          'GBP',
          '--locale',
          'en',
          '--legal-name',
          'CLI Ltd.',
          '--address',
          '1 Road, London',
          '--support-email',
          'help@cli.example.test',
        ];
        const created = await burrow(...args);
        expect(created.status, created.errors.join('\n')).toBe(0);
        expect(JSON.parse(created.out[0] ?? '{}')).toMatchObject({
          id: slug,
          default_currency: 'GBP',
        });
        const listed = await burrow('storefront', 'list');
        expect(listed.out.map((line) => JSON.parse(line).id)).toContain(slug);

        expect((await burrow(...args)).status).toBe(1);
        const bad = await burrow('storefront', 'create', '--slug', slug);
        expect(bad.status).toBe(2);
        expect(bad.errors.join('\n')).toContain('hosts');
      });
    });
  },
);
