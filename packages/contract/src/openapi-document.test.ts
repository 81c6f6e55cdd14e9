import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints, type Endpoint } from './endpoints';
import { jsonSchemaOf, openApiDocument, openApiPathOf } from './openapi-document';

const OPTIONS = {
  version: '1.2.3',
  serverUrl: 'https://burrow.example',
  sessionCookieName: '__Host-burrow_session',
};

describe('the OpenAPI document generated from the registry', () => {
  const document = openApiDocument(OPTIONS);
  const operation = (endpoint: Endpoint) =>
    document.paths[openApiPathOf(endpoint.path)]?.[endpoint.method.toLowerCase()];

  it('has one operation per registry endpoint, named by its key', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.map((o) => o.operationId).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('takes its version, server and cookie name from the options', () => {
    expect(document.info.version).toBe('1.2.3');
    expect(document.servers).toEqual([{ url: 'https://burrow.example' }]);
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({
      in: 'cookie',
      name: '__Host-burrow_session',
    });
  });

  it('writes path parameters the OpenAPI way, each required', () => {
    expect(openApiPathOf('/api/v2/id-defender/:feature/enrolment')).toBe(
      '/api/v2/id-defender/{feature}/enrolment',
    );
    const enrol = operation(endpoints.enrolIdDefender);
    expect(enrol?.parameters).toContainEqual(
      expect.objectContaining({ name: 'feature', in: 'path', required: true }),
    );
  });

  it('lists query parameters with the schema’s own optionality', () => {
    const counts = operation(endpoints.eventCounts)?.parameters as {
      name: string;
      required: boolean;
    }[];
    expect(counts.filter((p) => 'name' in p && p.name !== 'x-tenant')).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'from', required: false })]),
    );
  });

  it('describes a request as the client sends it and an answer as the server sends it', () => {
    const schema = z.object({
      code: z.string().transform((c) => c.length),
      n: z.number().default(1),
    });
    expect(jsonSchemaOf(schema, 'input')).toMatchObject({
      properties: { code: { type: 'string' }, n: { type: 'number', default: 1 } },
      required: ['code'],
    });
    expect(jsonSchemaOf(z.object({ n: z.number().default(1) }), 'output')).toMatchObject({
      required: ['n'],
    });
    expect(jsonSchemaOf(z.string(), 'input')).not.toHaveProperty('$schema');
  });

  it('refuses a schema JSON cannot carry rather than publish one that says nothing', () => {
    expect(() => jsonSchemaOf(z.object({ big: z.bigint() }), 'input')).toThrow();
  });

  it('marks public endpoints with no security and the others with their scheme', () => {
    expect(operation(endpoints.login)?.security).toEqual([]);
    expect(operation(endpoints.listInvoices)?.security).toEqual([{ sessionCookie: [] }]);
    expect(operation(endpoints.listInvoices)?.responses['401']).toBeDefined();
    expect(operation(endpoints.login)?.responses['401']).toBeUndefined();
    // A state-changing call with the cookie also needs our Origin.
    expect(operation(endpoints.autobillOff)?.responses['403']).toEqual({
      $ref: '#/components/responses/CsrfRejected',
    });
  });

  it('gives a bodyless POST no request body and a POST with one its schema', () => {
    expect(operation(endpoints.autobillOn)?.requestBody).toBeUndefined();
    expect(operation(endpoints.login)?.requestBody).toMatchObject({
      required: true,
      content: { 'application/json': { schema: { type: 'object' } } },
    });
  });

  it('describes an answer an endpoint gives on purpose besides success (readiness’s 503)', () => {
    const responses = operation(endpoints.ready)?.responses ?? {};
    expect(responses['200']).toMatchObject({ description: 'Success.' });
    expect(responses['503']).toMatchObject({
      content: {
        'application/json': {
          schema: {
            properties: {
              status: { const: 'not_ready' },
              reasons: {
                items: { enum: ['database_unavailable', 'migrations_pending', 'draining'] },
              },
            },
          },
        },
      },
    });
    expect(operation(endpoints.health)?.responses['503']).toBeUndefined();
  });

  it('leaves out what the caller does not serve', () => {
    const production = openApiDocument({
      ...OPTIONS,
      includes: (_name, endpoint) => !endpoint.path.startsWith('/api/dev/'),
    });
    expect(Object.keys(production.paths).some((path) => path.startsWith('/api/dev/'))).toBe(false);
    expect(production.paths['/api/v2/users/me']).toBeDefined();
  });
});
