import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from '@burrow/contract/endpoints';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiPath } from '../src/platform/api-paths';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';
import { TEST_ENTITLEMENT_SIGNING_KEYS } from './support/entitlement-signing-keys';

/**
 * What every answer carries whatever produced it (CSP, HSTS in production, nosniff,
 * frame-ancestors, Referrer-Policy), the session cookie's flags in demo and production
 * configuration, and the CSRF check on every state-changing endpoint of the registry.
 */

const PRODUCTION_ORIGIN = 'https://burrow.example';
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: PRODUCTION_ORIGIN,
  SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
  ENTITLEMENT_SIGNING_KEYS: TEST_ENTITLEMENT_SIGNING_KEYS,
  // Production needs SMTP_URL or email explicitly off (decision 0130).
  EMAIL_DELIVERY: 'off',
  // A staging site: production has no other payment provider yet (decision 0068).
  SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
};

/**
 * State-changing endpoints the CSRF check lets through without our Origin, and why a forged
 * cross-site request gains nothing there.
 */
const CSRF_EXEMPT: Record<string, string> = {
  activateDevice:
    'VPN apps send no Origin; it reads no cookie, only the single-use code in its body (decision 0053)',
  rotateDeviceCredential:
    'VPN apps send no Origin; it reads no cookie, only the app’s own Authorization header, which a browser never adds by itself (decision 0088)',
  entitlementToken:
    'VPN apps send no Origin; it reads no cookie, only the app’s own Authorization header, which a browser never adds by itself (decision 0088)',
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function webDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'burrow-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Burrow</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'assets', 'index-AbC123.css'), 'body{}');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  return dir;
}

/** `name` → value of each directive of a Content-Security-Policy. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

function expectSecurityHeaders(
  response: LightMyRequestResponse,
  { production, framedBy = "'none'" }: { production: boolean; framedBy?: string },
): void {
  const headers = response.headers;
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, 'Content-Security-Policy').not.toBe('');
  const policy = directives(csp);
  // script-src itself, not a fallback: every script is a file of our own origin.
  const scripts = policy.get('script-src');
  expect(scripts, 'script-src').toBeDefined();
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts).not.toContain('*');
  // 'none' on an answer Fastify gives before any hook (a malformed URL): it loads nothing.
  expect(policy.get('default-src')).toEqual(
    expect.arrayContaining([expect.stringMatching(/^'(self|none)'$/)]),
  );
  expect(policy.get('default-src')).toHaveLength(1);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toHaveLength(1);
  expect(policy.get('base-uri')?.[0]).toMatch(/^'(self|none)'$/);
  expect(policy.get('frame-ancestors')).toEqual([framedBy]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toMatch(/^(strict-origin-when-cross-origin|same-origin)$/);
  if (production) {
    const hsts = String(headers['strict-transport-security'] ?? '');
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
  } else {
    // Demo mode runs on plain http://localhost: HSTS there would lock a developer out.
    expect(headers['strict-transport-security']).toBeUndefined();
  }
}

describe.each(testDatabaseKinds)('HTTP security on %s', (kind) => {
  const dist = webDist();
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  describe.each([
    ['demo', {}, TEST_ORIGIN, 'burrow_session', false],
    ['production', PRODUCTION_ENV, PRODUCTION_ORIGIN, '__Host-burrow_session', true],
  ] as const)('%s configuration', (mode, env, origin, name, secure) => {
    const production = mode === 'production';
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, {
        seed: !production,
        env: { ...env, WEB_DIST_DIR: dist },
        beforeReady: (app) => {
          app.get('/api/test/explode', async () => {
            throw new Error('boom');
          });
        },
      });
    });
    afterAll(() => t.close());

    const send = (options: Parameters<TestApp['request']>[0]) =>
      t.request({ ...options, headers: { origin, ...options.headers } });

    /** One request per kind of answer the server gives. */
    const kinds: [string, () => Promise<LightMyRequestResponse>][] = [
      ['API JSON', () => send({ method: 'GET', url: '/api/health' })],
      ['API JSON with a body', () => send({ method: 'GET', url: '/api/v1/offers/default' })],
      [
        'API 202',
        () =>
          send({
            method: 'POST',
            url: '/api/v2/users/magic-link',
            payload: { email: 'nobody@example.com' },
          }),
      ],
      ['API 401', () => send({ method: 'GET', url: '/api/v2/users/me' })],
      ['API 404', () => send({ method: 'GET', url: '/api/v2/nothing-here' })],
      [
        'API 400 (validation)',
        () => send({ method: 'POST', url: '/api/v2/auth/login', payload: { email: 'x' } }),
      ],
      [
        'API 400 (malformed JSON)',
        () =>
          send({
            method: 'POST',
            url: '/api/v2/auth/login',
            payload: '{"email": ',
            headers: { 'content-type': 'application/json' },
          }),
      ],
      [
        'API 413 (body too large)',
        () =>
          send({
            method: 'POST',
            url: '/api/v1/emit-event',
            payload: { event: 'x', properties: { padding: 'x'.repeat(300 * 1024) } },
          }),
      ],
      [
        'API 415 (unsupported body)',
        () =>
          send({
            method: 'POST',
            url: '/api/v2/auth/login',
            payload: '<login/>',
            headers: { 'content-type': 'application/xml' },
          }),
      ],
      [
        'CSRF 403',
        () =>
          send({
            method: 'POST',
            url: '/api/v2/auth/logout',
            headers: { origin: 'https://evil.example' },
          }),
      ],
      [
        'unknown tenant 404',
        () => send({ method: 'GET', url: '/api/health', headers: { 'x-tenant': 'nosuchbrand' } }),
      ],
      ['500', () => send({ method: 'GET', url: '/api/test/explode' })],
      ['a malformed URL', () => send({ method: 'GET', url: '/api/v2/%E0%A4%A' })],
      ['a malformed page URL', () => send({ method: 'GET', url: '/%E0%A4%A' })],
      [
        'a path parameter over the length limit',
        () => send({ method: 'GET', url: `/api/v2/subscriptions/${'x'.repeat(500)}` }),
      ],
      ['SPA HTML', () => send({ method: 'GET', url: '/account-billing' })],
      ['SPA HTML (HEAD)', () => send({ method: 'HEAD', url: '/' })],
      ['hashed script', () => send({ method: 'GET', url: '/assets/index-AbC123.js' })],
      ['hashed stylesheet', () => send({ method: 'GET', url: '/assets/index-AbC123.css' })],
      ['public file', () => send({ method: 'GET', url: '/favicon.svg' })],
      ['missing asset 404', () => send({ method: 'GET', url: '/assets/index-Gone99.js' })],
    ];
    // The gateway's answers may be framed by our own pages (its README): it is the card iframe.
    const gatewayKinds: [string, () => Promise<LightMyRequestResponse>][] = [
      ['gateway asset', () => send({ method: 'GET', url: '/sandbox-gateway/assets/gateway.js' })],
      ['gateway JSON 404', () => send({ method: 'GET', url: '/sandbox-gateway/v1/intents/pi_x' })],
    ];

    it.each(kinds)('%s', async (_label, request) => {
      const response = await request();
      expectSecurityHeaders(response, { production });
    });

    it.each(gatewayKinds)('%s', async (_label, request) => {
      expectSecurityHeaders(await request(), { production, framedBy: "'self'" });
    });

    it('a malformed URL is answered in the error shape with a request id', async () => {
      const response = await send({ method: 'GET', url: '/api/v2/%E0%A4%A' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'invalid_request', message: expect.any(String) },
      });
      expect(response.headers['x-request-id']).toBeDefined();
    });

    it('a 429 carries them too, with Retry-After', async () => {
      let response: LightMyRequestResponse | undefined;
      for (let i = 0; i < 25 && response?.statusCode !== 429; i += 1) {
        response = await send({
          method: 'POST',
          url: '/api/v1/gift-cards/check',
          payload: { code: `NOSUCHCARD${i}` },
          headers: { 'x-forwarded-for': '203.0.113.99' },
        });
      }
      expect(response?.statusCode).toBe(429);
      expect(Number(response?.headers['retry-after'])).toBeGreaterThan(0);
      expectSecurityHeaders(response as LightMyRequestResponse, { production });
    });

    it('the gateway’s hosted page may be framed by our own pages only', async () => {
      const opened = await send({
        method: 'POST',
        url: '/api/v1/payment-intent',
        payload: {
          checkoutAttemptId: `headers-${mode}-attempt`,
          amount: { unscaledValue: 1295, scale: 2, currency: 'USD' },
          paymentMethodType: 'card',
        },
      });
      expect(opened.statusCode, opened.body).toBe(201);
      const { paymentIntentId, chargebeeBody } = opened.json();
      const { clientSecret } = JSON.parse(chargebeeBody) as { clientSecret: string };
      const page = await send({
        method: 'GET',
        url: `/sandbox-gateway/pay/${paymentIntentId}?client_secret=${clientSecret}`,
      });
      expect(page.statusCode).toBe(200);
      expectSecurityHeaders(page, { production, framedBy: "'self'" });
      const missing = await send({ method: 'GET', url: '/sandbox-gateway/pay/pi_nosuch' });
      expect(missing.statusCode).toBe(404);
      expectSecurityHeaders(missing, { production, framedBy: "'self'" });
    });

    it.runIf(production)('serves none of the demo-only operator endpoints', async () => {
      const demoOnly = Object.values(endpoints).filter((e) => e.path.startsWith('/api/dev/'));
      expect(demoOnly.length).toBeGreaterThan(0);
      for (const endpoint of demoOnly) {
        const response = await send({ method: endpoint.method, url: endpoint.path, payload: {} });
        expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(404);
      }
    });

    it.runIf(!production)('an invoice PDF carries them too', async () => {
      const cookie = await signIn(t, 'active@demo.burrow.test');
      const [invoice] = (await send({ method: 'GET', url: '/api/v2/invoices/', cookie })).json()
        .invoices;
      const pdf = await send({
        method: 'GET',
        url: `/api/v2/invoices/${invoice.id}/download`,
        cookie,
      });
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expectSecurityHeaders(pdf, { production });
    });

    /** Sign-up, then the emailed link: the way a new customer's first session starts. */
    async function signUpAndFollowLink(email: string) {
      const signedUp = await send({
        method: 'POST',
        url: '/api/v2/auth/signup',
        payload: { email, password: 'Quiet-harbour-lantern-2031' },
      });
      expect(signedUp.statusCode).toBe(202);
      const [mail] = await t.app.db.query<{ text_body: string }>(
        `SELECT text_body FROM outbox_emails WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1`,
        [email],
      );
      const link = mail?.text_body.match(/https?:\/\/\S+/)?.[0] ?? '';
      const token = new URL(link).searchParams.get('token');
      return send({ method: 'POST', url: '/api/v2/auth/magic-link/consume', payload: { token } });
    }

    it('the session cookie is HttpOnly, SameSite=Lax, Path=/, host-only, and Secure under __Host- in production', async () => {
      const response = await signUpAndFollowLink(`cookie-${mode}@example.com`);
      expect(response.statusCode, response.body).toBe(200);
      const cookies = response.cookies.filter((c) => c.name.endsWith('burrow_session'));
      expect(cookies).toHaveLength(1);
      const [cookie] = cookies;
      expect(cookie).toMatchObject({ name, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.domain).toBeUndefined();
      expect(Boolean(cookie?.secure)).toBe(secure);
      expect(cookie?.expires?.getTime()).toBeGreaterThan(t.clock.now().getTime());
      // The raw header, as a browser reads it.
      const raw = [response.headers['set-cookie']].flat().join('\n');
      expect(raw).toMatch(/HttpOnly/);
      if (secure) expect(raw).toMatch(/; Secure/);

      const out = await send({
        method: 'POST',
        url: '/api/v2/auth/logout',
        cookie: `${name}=${cookie?.value}`,
      });
      expect(out.statusCode).toBe(200);
      const [cleared] = out.cookies.filter((c) => c.name === name);
      // Clearing needs the same attributes, or a browser keeps a __Host- cookie.
      expect(cleared).toMatchObject({ name, value: '', httpOnly: true, path: '/' });
      expect(Boolean(cleared?.secure)).toBe(secure);
      expect(cleared?.expires?.getTime() ?? 0).toBeLessThanOrEqual(Date.now());
    });

    it.runIf(secure)('the session cookie is not accepted under the demo name', async () => {
      const response = await signUpAndFollowLink('cookie-name@example.com');
      const cookie = response.cookies.find((c) => c.name === name);
      const me = await send({
        method: 'GET',
        url: '/api/v2/users/me',
        cookie: `burrow_session=${cookie?.value}`,
      });
      expect(me.statusCode).toBe(401);
    });
  });

  describe('CSRF on every state-changing endpoint', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t.close());

    const stateChanging = Object.entries(endpoints).filter(
      ([, endpoint]) => !SAFE_METHODS.has(endpoint.method) && isApiPath(endpoint.path),
    );
    // Service endpoints read no cookie, only a service key in the Authorization header, which
    // a browser never adds to a cross-site request by itself (decision 0090).
    const byServiceKey = stateChanging.filter(([, endpoint]) => endpoint.auth === 'service');
    const guarded = stateChanging.filter(
      ([name, endpoint]) => !(name in CSRF_EXEMPT) && endpoint.auth !== 'service',
    );
    const urlOf = (routePath: string) => routePath.replace(/:[A-Za-z]+/g, 'some-id');

    it('knows every exemption still exists', () => {
      const names = stateChanging.map(([name]) => name);
      expect(Object.keys(CSRF_EXEMPT).filter((name) => !names.includes(name))).toEqual([]);
    });

    it.each([
      ['no Origin and no Sec-Fetch-Site', {}],
      ['a foreign Origin', { origin: 'https://evil.example' }],
      ['a sibling subdomain', { origin: 'http://shop.burrow.test' }],
      ['our host over another scheme', { origin: 'https://burrow.test' }],
      ['Origin: null (a sandboxed frame or a redirect)', { origin: 'null' }],
      ['a cross-site fetch without Origin', { 'sec-fetch-site': 'cross-site' }],
      ['a same-site fetch without Origin', { 'sec-fetch-site': 'same-site' }],
    ])('refuses %s on every one of them', async (_label, headers: Record<string, string>) => {
      const let_through: string[] = [];
      for (const [name, endpoint] of guarded) {
        const response = await t.app.inject({
          method: endpoint.method,
          url: urlOf(endpoint.path),
          payload: {},
          headers,
        });
        if (response.statusCode !== 403 || response.json().error?.code !== 'csrf_rejected')
          let_through.push(`${name} → ${response.statusCode}`);
      }
      expect(let_through).toEqual([]);
    });

    it('answers a forged cross-site request to a service endpoint 401: it carries no key', async () => {
      expect(byServiceKey.length).toBeGreaterThan(0);
      const answered: string[] = [];
      for (const [name, endpoint] of byServiceKey) {
        const response = await t.app.inject({
          method: endpoint.method,
          url: urlOf(endpoint.path),
          payload: {},
          headers: { origin: 'https://evil.example' },
        });
        if (response.statusCode !== 401) answered.push(`${name} → ${response.statusCode}`);
      }
      expect(answered).toEqual([]);
    });

    it('lets our own Origin through to every one of them', async () => {
      const refused: string[] = [];
      for (const [name, endpoint] of stateChanging) {
        const response = await t.request({
          method: endpoint.method,
          url: urlOf(endpoint.path),
          payload: {},
        });
        if (response.statusCode === 403 && response.json().error?.code === 'csrf_rejected')
          refused.push(name);
      }
      expect(refused).toEqual([]);
    });

    it.each(Object.entries(CSRF_EXEMPT))('%s takes no Origin and no cookie: %s', async (name) => {
      const endpoint = endpoints[name as keyof typeof endpoints];
      const response = await t.app.inject({
        method: endpoint.method,
        url: urlOf(endpoint.path),
        payload: {},
        headers: { origin: 'https://evil.example' },
      });
      expect(response.json().error?.code).not.toBe('csrf_rejected');
    });
  });

  describe('CSRF in demo mode without PUBLIC_URL', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { env: { PUBLIC_URL: '' } });
    });
    afterAll(() => t.close());

    it('takes the request’s own host as our origin, and nothing else', async () => {
      const logout = (origin: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v2/auth/logout',
          headers: { origin, host: 'localhost:3000' },
        });
      expect((await logout('http://localhost:3000')).statusCode).toBe(200);
      expect((await logout('http://localhost:5173')).statusCode).toBe(403);
      expect((await logout('http://evil.example')).statusCode).toBe(403);
    });
  });
});
