import vm from 'node:vm';
import Ajv2020 from 'ajv/dist/2020.js';
import { endpoints, type Endpoint } from '@burrow/contract/endpoints';
import { ERROR_CODES } from '@burrow/contract/errors';
import { staffEndpoints } from '@burrow/contract/staff-endpoints';
import { openApiPathOf, type OpenApiDocument } from '@burrow/contract/openapi-document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiPath } from '../src/platform/api-paths';
import { PUBLIC } from './support/endpoint-recipes';
import { servedRoutes } from './support/served-routes';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';
import { purchase } from './support/purchase';
import { TEST_ENTITLEMENT_SIGNING_KEYS } from './support/entitlement-signing-keys';

/**
 * Routes the server answers under an API path that the document does not describe, and why.
 * A new route fails the test below until it is in the contract's registry or listed here.
 */
const UNDOCUMENTED: Record<string, string> = {
  'GET /api/v2/invoices/:id/download': 'a plain link answering a PDF, not a JSON endpoint',
  'POST /api/v1/webhooks/stripe':
    'Stripe calls it, signed with the webhook secret (decision 0084); not for API clients',
  'POST /order/api/payment-intent':
    'the older path of POST /api/v1/payment-intent (createPaymentIntent), which the document describes',
  'GET /api/openapi.json': 'the document itself',
  'GET /api/docs': 'the reference page rendering the document',
  'GET /api/docs/reference.js': 'the reference page’s script',
  'GET /api/docs/reference.css': 'the reference page’s styles',
  // The operator console's API has a registry of its own (staffEndpoints) and stays out of
  // the published document (decision 0114); staff-authorization-matrix proves its guards.
  ...Object.fromEntries(
    Object.values(staffEndpoints).map((endpoint) => [
      `${endpoint.method} ${endpoint.path}`,
      'the operator console’s own API, not an integration surface (decision 0114)',
    ]),
  ),
};

const registry = Object.entries(endpoints) as [string, Endpoint][];

function operationOf(document: OpenApiDocument, endpoint: Endpoint) {
  return document.paths[openApiPathOf(endpoint.path)]?.[endpoint.method.toLowerCase()];
}

describe.each(testDatabaseKinds)('the OpenAPI document on %s', (kind) => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    const response = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json<OpenApiDocument>();
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1 with the configured server and version', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.servers).toEqual([{ url: TEST_ORIGIN }]);
    expect(document.info.version).toBe(t.config.version);
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('describes every endpoint of the registry, with its operation id and success status', () => {
    const missing = registry
      .filter(([, endpoint]) => !operationOf(document, endpoint))
      .map(([name]) => name);
    expect(missing, 'registry endpoints missing from the document').toEqual([]);
    for (const [name, endpoint] of registry) {
      const operation = operationOf(document, endpoint);
      expect(operation?.operationId, name).toBe(name);
      expect(Object.keys(operation?.responses ?? {}), name).toContain(String(endpoint.status));
    }
  });

  it('describes every API route the server serves, except the few listed with a reason', () => {
    const documented = new Set(
      registry.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`),
    );
    const undocumented = servedRoutes(t.app).filter(
      (route) =>
        isApiPath(route.split(' ')[1] ?? '') && !documented.has(route) && !(route in UNDOCUMENTED),
    );
    expect(undocumented, 'served API routes neither in the registry nor in UNDOCUMENTED').toEqual(
      [],
    );
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/staff/'))).toEqual(
      [],
    );
  });

  it('names who may call each endpoint, as the server enforces it', () => {
    // PUBLIC is what the authorization matrix proves: those answer a signed-out caller, all
    // others 401. The registry's auth kinds must say the same.
    const publicInRegistry = registry
      .filter(([, endpoint]) => endpoint.auth === 'public')
      .map(([name]) => name)
      .sort();
    expect(publicInRegistry).toEqual(Object.keys(PUBLIC).sort());

    const schemes = document.components.securitySchemes;
    expect(schemes.sessionCookie).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'burrow_session' }),
    );
    expect(schemes.deviceCredential).toEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    );
    expect(schemes.serviceKey).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
    for (const [name, endpoint] of registry) {
      const security = operationOf(document, endpoint)?.security;
      if (endpoint.auth === 'public') expect(security, name).toEqual([]);
      else
        expect(
          security?.map((requirement) => Object.keys(requirement)),
          name,
        ).toHaveLength(1);
    }
    expect(operationOf(document, endpoints.currentUser)?.security).toEqual([{ sessionCookie: [] }]);
    expect(operationOf(document, endpoints.currentUser)?.responses['401']).toEqual({
      $ref: '#/components/responses/Unauthenticated',
    });
  });

  it('describes the one error body with every stable code', () => {
    const error = document.components.schemas.Error as {
      properties: { error: { properties: { code: { enum: string[] } } } };
    };
    expect(error.properties.error.properties.code.enum).toEqual([...ERROR_CODES]);
    for (const response of Object.values(document.components.responses))
      expect(response).toMatchObject({
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      });
  });

  it('holds only valid JSON Schema 2020-12 and resolvable references', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const text = JSON.stringify(document);
    for (const [, ref] of text.matchAll(/"\$ref":"([^"]+)"/g)) {
      const target = (ref ?? '')
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>(
          (node, key) => (node as Record<string, unknown> | undefined)?.[key],
          document,
        );
      expect(target, ref).toBeDefined();
    }
    for (const [path, methods] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(methods)) {
        const body = (
          operation.requestBody as { content: { 'application/json': { schema: object } } }
        )?.content['application/json'].schema;
        if (body) expect(() => ajv.compile(body), `${method} ${path}`).not.toThrow();
      }
    // The document answers the same to a request it describes: the login body validates.
    const login = operationOf(document, endpoints.login)?.requestBody as {
      content: { 'application/json': { schema: object } };
    };
    const validLogin = ajv.compile(login.content['application/json'].schema);
    expect(validLogin({ email: 'a@b.test', password: 'x' })).toBe(true);
    expect(validLogin({ email: 'a@b.test' })).toBe(false);
  });

  it('serves the reference page with its own script and styles, under the site’s CSP', async () => {
    const page = await t.request({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    // No inline script, and every asset from this server.
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    const assets = [...page.body.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(asset, asset).toMatch(/^\/(?!\/)/);
    for (const asset of assets) {
      const response = await t.request({ method: 'GET', url: asset });
      expect(response.statusCode, asset).toBe(200);
    }
    const script = await t.request({ method: 'GET', url: '/api/docs/reference.js' });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain("fetch('/api/openapi.json'");
    // The script is served from a string: it must at least parse.
    expect(() => new vm.Script(script.body)).not.toThrow();
  });
});

describe.each(testDatabaseKinds)('the OpenAPI document in production on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://burrow.example/',
        SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
        SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
        ENTITLEMENT_SIGNING_KEYS: TEST_ENTITLEMENT_SIGNING_KEYS,
        // Production needs SMTP_URL or email explicitly off (decision 0130).
        EMAIL_DELIVERY: 'off',
      },
    });
  });
  afterAll(() => t.close());

  it('names the production server and cookie, and leaves out the demo tools it does not serve', async () => {
    const document = (
      await t.request({ method: 'GET', url: '/api/openapi.json' })
    ).json<OpenApiDocument>();
    expect(document.servers).toEqual([{ url: 'https://burrow.example' }]);
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({
      name: '__Host-burrow_session',
    });
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/dev/'))).toEqual([]);
    expect(document.paths['/api/v2/users/me']).toBeDefined();
  });
});

describe.each(testDatabaseKinds)('a POST with a JSON content type and no body on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const bodyless = registry.filter(
    ([, endpoint]) => endpoint.body === undefined && endpoint.method !== 'GET',
  );
  const urlOf = (endpoint: Endpoint, id: string) => endpoint.path.replace(/:[A-Za-z]+/g, id);
  const sendEmpty = (method: string, url: string, cookie?: string) =>
    t.request({
      method: method as 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      ...(cookie ? { cookie } : {}),
    });

  it.each(bodyless.map(([name, endpoint]) => [name, endpoint] as const))(
    '%s is read as an empty object, not refused as malformed',
    async (_name, endpoint) => {
      const response = await sendEmpty(endpoint.method, urlOf(endpoint, 'no-such-object'));
      expect(response.statusCode, response.body).not.toBe(400);
    },
  );

  it('turns autobill off and on again for a signed-in customer', async () => {
    const cookie = await signIn(t, 'active@demo.burrow.test');
    const [subscription] = (
      await t.request({ method: 'GET', url: '/api/v2/subscriptions/', cookie })
    ).json<{ subscriptions: { subscription_id: string; state: string }[] }>().subscriptions;
    const id = subscription?.subscription_id ?? '';
    const off = await sendEmpty('POST', `/api/v2/subscriptions/${id}/autobill-off`, cookie);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ subscription_id: id, auto_billing_enabled: false });
    const on = await sendEmpty('POST', `/api/v2/subscriptions/${id}/autobill-on`, cookie);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ subscription_id: id, auto_billing_enabled: true });
  });

  it('asks for a refund of a new purchase', async () => {
    const { response } = await purchase(t, {
      email: 'bodyless-refund@example.com',
      priceIds: ['vpn-premium-12m-usd'],
    });
    expect(response.statusCode, response.body).toBe(201);
    const cookie = response.cookies.find((c) => c.name.endsWith('burrow_session'));
    const id = response.json<{ subscription: { id: string } }>().subscription.id;
    const requested = await sendEmpty(
      'POST',
      `/api/v2/subscriptions/${id}/refund-revoke`,
      `${cookie?.name}=${cookie?.value}`,
    );
    expect(requested.statusCode, requested.body).toBe(202);
  });

  it('still refuses malformed JSON, and an empty body where one is required', async () => {
    const malformed = await t.request({
      method: 'POST',
      url: '/api/v2/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('invalid_request');
    const poisoned = await t.request({
      method: 'POST',
      url: '/api/v2/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true},"email":"a@b.test","password":"x"}',
    });
    expect(poisoned.statusCode).toBe(400);
    const empty = await sendEmpty('POST', '/api/v2/auth/login');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      error: { code: 'invalid_request', details: { fields: expect.any(Object) } },
    });
  });
});
