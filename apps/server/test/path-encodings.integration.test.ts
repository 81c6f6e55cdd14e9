import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

/**
 * The CSRF and tenant checks judge the route Fastify matched, not the URL the client sent
 * (decision 0078). The router decodes percent-escapes before matching, so `/%61pi/…` ran the
 * `/api/…` handler while a check reading the raw URL saw no `/api/` and let it through: a
 * page on a sibling origin turned a signed-in victim's autobill off that way.
 *
 * For every spelling of an API path below, a state-changing request without our Origin
 * (or for an unknown storefront) is refused or finds no route: it never runs the handler.
 */

/** `/api` spelled so that a string comparison with `/api/` fails. */
const SPELLINGS: [label: string, spell: (apiPath: string) => string][] = [
  ['the plain path', (p) => p],
  ['a percent-encoded letter', (p) => p.replace('/api/', '/%61pi/')],
  ['every letter percent-encoded', (p) => p.replace('/api/', '/%61%70%69/')],
  ['lower-case escapes', (p) => p.replace('/api/v2/', '/api/%76%32/')],
  ['an encoded letter after /api/', (p) => p.replace('/subscriptions/', '/%73ubscriptions/')],
  ['a double-encoded letter', (p) => p.replace('/api/', '/%2561pi/')],
  ['upper case', (p) => p.replace('/api/', '/API/')],
  ['mixed case', (p) => p.replace('/api/', '/Api/')],
  ['a doubled leading slash', (p) => `/${p}`],
  ['a doubled inner slash', (p) => p.replace('/api/', '/api//')],
  ['a dot segment', (p) => `/.${p}`],
  ['an encoded dot segment', (p) => `/%2e${p}`],
  ['a dot-dot segment', (p) => p.replace('/api/', '/api/../api/')],
  ['an encoded dot-dot segment', (p) => p.replace('/api/', '/x/%2e%2e/api/')],
  ['a semicolon parameter', (p) => p.replace('/api/', '/api;x=1/')],
  ['an encoded slash', (p) => p.replace('/api/', '/api%2F')],
  ['an encoded slash, lower case', (p) => p.replace('/api/', '/api%2f')],
  ['a backslash', (p) => p.replace('/api/', '\\api/')],
  ['an encoded backslash', (p) => p.replace('/api/', '/api%5C')],
  ['a trailing question mark', (p) => `${p}?`],
  ['a trailing query', (p) => `${p}?x=/api/`],
  ['a trailing fragment', (p) => `${p}#x`],
  ['an encoded question mark', (p) => `${p}%3F`],
  ['a trailing slash', (p) => `${p}/`],
  ['a fullwidth solidus', (p) => p.replace('/api/', '\uFF0Fapi/')],
  ['an encoded fullwidth a', (p) => p.replace('/api/', '/%EF%BD%81pi/')],
  ['a Cyrillic а', (p) => p.replace('/api/', '/\u0430pi/')],
  ['an encoded Cyrillic а', (p) => p.replace('/api/', '/%D0%B0pi/')],
  ['an encoded NUL', (p) => p.replace('/api/', '/api%00/')],
  ['an encoded tab', (p) => p.replace('/api/', '/%09api/')],
];

describe.each(testDatabaseKinds)('API paths however they are spelled, on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let subscriptionId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    cookie = await signIn(t, 'active@demo.burrow.test');
    const listing = await t.request({ method: 'GET', url: '/api/v2/subscriptions/', cookie });
    subscriptionId = listing.json<{ subscriptions: { subscription_id: string }[] }>()
      .subscriptions[0]!.subscription_id;
  });
  afterAll(() => t.close());

  const autobillOn = async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/v2/subscriptions/${subscriptionId}`,
      cookie,
    });
    return response.json<{ auto_billing_enabled: boolean }>().auto_billing_enabled;
  };

  const send = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, headers: { cookie, ...headers } });

  it.each([
    ['no Origin', {}],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a sibling origin', { origin: 'http://shop.burrow.test' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
  ])(
    'a forged autobill-off with %s is refused or finds no route, whatever the spelling',
    async (_label, headers: Record<string, string>) => {
      expect(await autobillOn()).toBe(true);
      const ran: string[] = [];
      for (const [label, spell] of SPELLINGS) {
        const url = spell(`/api/v2/subscriptions/${subscriptionId}/autobill-off`);
        const response = await send(url, headers);
        const refused =
          (response.statusCode === 403 && response.json().error?.code === 'csrf_rejected') ||
          response.statusCode === 404 ||
          // A URL Fastify cannot even parse is refused before routing.
          response.statusCode === 400;
        if (!refused) ran.push(`${label} (${url}) → ${response.statusCode}`);
      }
      expect(ran).toEqual([]);
      // Not one of them reached the handler.
      expect(await autobillOn()).toBe(true);
    },
  );

  it('every spelling the router matches is refused by the CSRF check itself, not by chance', async () => {
    // The ones that reach a route must meet the check: find them with our own Origin first.
    const routed = [];
    for (const [label, spell] of SPELLINGS) {
      const url = spell(`/api/v2/subscriptions/${subscriptionId}/autobill-on`);
      const own = await send(url, { origin: TEST_ORIGIN });
      if (own.statusCode === 200) routed.push({ label, url });
    }
    // The plain path and the percent-encoded ones at least: the router decodes escapes.
    expect(routed.map((r) => r.label)).toEqual(
      expect.arrayContaining([
        'the plain path',
        'a percent-encoded letter',
        'every letter percent-encoded',
      ]),
    );
    for (const { url } of routed) {
      const forged = await send(url, { origin: 'https://evil.example' });
      expect(forged.statusCode, url).toBe(403);
      expect(forged.json().error.code, url).toBe('csrf_rejected');
    }
  });

  it('an unknown storefront is refused on every spelling the router matches', async () => {
    const answered: string[] = [];
    for (const [label, spell] of SPELLINGS) {
      const url = spell(`/api/v2/subscriptions/${subscriptionId}`);
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie, 'x-tenant': 'no-such-shop' },
      });
      if (response.statusCode === 200) answered.push(`${label} (${url})`);
    }
    expect(answered).toEqual([]);
  });

  it('the docs/product.md#reads-and-the-api paths outside /api/ are judged by their route too', async () => {
    const body = {
      email: 'someone@example.com',
      domain: 'example.com',
      signup_stage: 'EMAIL_ENTERED',
    };
    for (const url of ['/attempted_signups', '/%61ttempted_signups', '/attempted%5Fsignups']) {
      const forged = await t.app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: { origin: 'https://evil.example' },
      });
      expect(forged.statusCode, url).toBe(403);
      const otherShop = await t.request({
        method: 'POST',
        url,
        payload: body,
        headers: { 'x-tenant': 'no-such-shop' },
      });
      expect(otherShop.statusCode, url).toBe(404);
      expect(otherShop.json().error.code, url).toBe('tenant_not_found');
    }
  });

  it('the sandbox gateway refuses a foreign form post however its path is spelled', async () => {
    for (const prefix of ['/sandbox-gateway', '/%73andbox-gateway', '/sandbox%2Dgateway']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${prefix}/v1/intents/pi_unknown/confirm`,
        payload: { client_secret: 'x', test_token: 'tok_visa' },
        headers: { origin: 'https://evil.example' },
      });
      expect(response.statusCode, prefix).toBe(403);
      expect(response.json().error.code, prefix).toBe('forbidden');
    }
  });

  it('the sandbox gateway answers an unknown payment with its page however its path is spelled', async () => {
    for (const prefix of ['/sandbox-gateway/pay', '/%73andbox-gateway/%70ay']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${prefix}/pi_unknown?client_secret=x`,
      });
      expect(response.statusCode, prefix).toBe(404);
      expect(response.headers['content-type'], prefix).toMatch(/^text\/html/);
    }
  });
});

describe.each(testDatabaseKinds)('the web app’s catch-all on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'burrow-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Burrow</title>');
    t = await createTestApp(kind, { env: { WEB_DIST_DIR: dist } });
  });
  afterAll(() => t.close());

  it('answers an unknown API path with a 404 however it is spelled, and a page path with the app', async () => {
    for (const url of ['/api/v2/nothing', '/%61pi/v2/nothing', '/%61pi/v2/nothing#x']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code, url).toBe('not_found');
    }
    // A path that is no page still gets the app, with 404 (decision 0097).
    for (const [url, status] of [
      ['/subscriptions', 200],
      ['//evil.example/x', 404],
      ['/de//evil.example/x', 404],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });
});
