import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

describe.each(testDatabaseKinds)('platform on %s', (kind) => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'burrow-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Burrow</title><div id="root"></div>',
    );
    fs.writeFileSync(path.join(webDist, 'assets', 'index-AbC123.js'), 'console.log(1)');
    // The web build writes compressed copies beside each file (apps/web/vite.config.ts).
    fs.writeFileSync(path.join(webDist, 'assets', 'index-AbC123.js.br'), 'brotli bytes');
    fs.writeFileSync(path.join(webDist, 'assets', 'index-AbC123.js.gz'), 'gzip bytes');
    fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg/>');
    t = await createTestApp(kind, {
      env: { WEB_DIST_DIR: webDist },
      beforeReady: (app) => {
        app.get('/api/test/explode', async () => {
          throw new Error('connection string postgres://secret@db leaked');
        });
      },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('reports health and nothing about the installation', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.body).not.toMatch(/\.sql|migration|pglite|postgres|version/i);
  });

  describe('tenants', () => {
    it('uses the default tenant without x-tenant and accepts it by name', async () => {
      expect(
        (await t.request({ method: 'GET', url: '/api/health', headers: { 'x-tenant': 'burrow' } }))
          .statusCode,
      ).toBe(200);
    });

    it('answers 404 tenant_not_found for an unknown tenant', async () => {
      const response = await t.request({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-tenant': 'nosuchbrand' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('tenant_not_found');
    });
  });

  describe('CSRF', () => {
    const login = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/auth/login',
        payload: { email: 'nobody@example.com', password: 'irrelevant-password' },
        headers,
      });

    it.each([
      ['no Origin and no Sec-Fetch-Site', {}],
      ['a foreign Origin', { origin: 'https://evil.example' }],
      ['a sibling origin', { origin: 'http://shop.burrow.test' }],
      ['a cross-site fetch without Origin', { 'sec-fetch-site': 'cross-site' }],
    ])('refuses a state-changing request with %s', async (_label, headers) => {
      const response = await login(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('csrf_rejected');
    });

    it.each([
      ['our own Origin', { origin: TEST_ORIGIN }],
      ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ])('lets through a request with %s', async (_label, headers) => {
      expect((await login(headers)).statusCode).toBe(401);
    });
  });

  describe('errors', () => {
    it('never leaks internals in a 5xx', async () => {
      const response = await t.request({ method: 'GET', url: '/api/test/explode' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: { code: 'internal_error', message: expect.any(String) },
      });
      expect(response.body).not.toContain('secret');
    });

    it('answers malformed JSON with 400 in the error shape', async () => {
      const response = await t.request({
        method: 'POST',
        url: '/api/v2/auth/login',
        payload: '{"email": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_request');
    });

    it('answers an unknown API path with a JSON 404, never the SPA', async () => {
      const response = await t.request({ method: 'GET', url: '/api/v2/nothing-here' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    });

    it('tags every response with a request id', async () => {
      const response = await t.request({ method: 'GET', url: '/api/health' });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('the web app', () => {
    it('serves hashed assets with a year of immutable caching', async () => {
      const response = await t.request({ method: 'GET', url: '/assets/index-AbC123.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it.each([
      ['br, gzip', 'br', 'brotli bytes'],
      ['gzip', 'gzip', 'gzip bytes'],
    ])(
      'sends the compressed copy the browser accepts (%s), typed and cached as the file',
      async (acceptEncoding, encoding, body) => {
        const response = await t.request({
          method: 'GET',
          url: '/assets/index-AbC123.js',
          headers: { 'accept-encoding': acceptEncoding },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['content-type']).toMatch(/javascript/);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.body).toBe(body);
      },
    );

    it('sends the file itself to a client that accepts no compression', async () => {
      const response = await t.request({
        method: 'GET',
        url: '/assets/index-AbC123.js',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe('console.log(1)');
    });

    it('answers a missing asset with 404, not the SPA index', async () => {
      const response = await t.request({ method: 'GET', url: '/assets/index-Gone99.js' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    });

    it.each([
      '/',
      '/subscriptions',
      '/auth/magic?token=abc',
      '/vpn-download/mac',
      '/de/setup',
      '/subscriptions/krn:subscription:abc123/retry_manual_payment',
    ])('serves the SPA index for the page %s, revalidated on every load', async (url) => {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    });

    // Decision 0097: the web's route table decides which paths are pages.
    it.each([
      ['a path no page has', '/account-billing/deep/link'],
      ["the setup tiles' old download path", '/download/windows'],
      ['a device with no download page', '/vpn-download/amiga'],
      ['a value no krn can be', '/subscriptions/not-a-krn/retry_manual_payment'],
      ['an unpublished locale prefix', '/xx/setup'],
    ])(
      'answers %s (%s) with 404 and the SPA index, which shows its not-found page',
      async (_, url) => {
        const response = await t.request({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/text\/html/);
        expect(response.body).toContain('<div id="root">');
      },
    );

    it('serves other public files without long caching', async () => {
      const response = await t.request({ method: 'GET', url: '/favicon.svg' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('sends security headers with every page', async () => {
      const response = await t.request({ method: 'GET', url: '/' });
      expect(response.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
      expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });
  });
});
