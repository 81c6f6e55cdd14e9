import { z } from 'zod';
import { endpoints, type Endpoint, type EndpointAuth } from './endpoints';
import { ERROR_CODES, ErrorBodySchema } from './errors';

/** A JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) as zod writes it. */
type JsonSchema = Record<string, unknown>;

export interface OpenApiDocumentOptions {
  /** `info.version`: the server's release. */
  version: string;
  /** The public URL clients reach the API at (PUBLIC_URL). */
  serverUrl: string;
  /** The session cookie's name (`__Host-burrow_session` in production). */
  sessionCookieName: string;
  /** Which registry endpoints this server serves (e.g. no /api/dev/ outside demo mode). */
  includes?: (name: string, endpoint: Endpoint) => boolean;
}

export interface OpenApiDocument {
  openapi: '3.1.1';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, unknown>;
    parameters: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
  tags: { name: string }[];
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  security: Record<string, readonly string[]>[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

/** The security scheme of each auth kind; `public` has none. */
export const SECURITY_SCHEME_OF: Record<Exclude<EndpointAuth, 'public'>, string> = {
  session: 'sessionCookie',
  device: 'deviceCredential',
  service: 'serviceKey',
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Paths the tenancy plugin reads `x-tenant` on (platform/api-paths.ts). */
const TENANT_PATH = /^\/(api|order\/api|data-platform)\/|^\/attempted_signups/;

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's own dialect). Requests are described as
 * the client sends them (`io: 'input'`: before transforms and defaults), answers as the
 * server sends them. Refinements (an email's syntax, a range of days) have no JSON Schema
 * form and are checked by the server alone; a type JSON cannot carry would throw here, so
 * the contract can never silently publish a schema that says nothing.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const converted = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'throw',
    reused: 'inline',
    cycles: 'throw',
  }) as JsonSchema;
  delete converted.$schema;
  return converted;
}

/** `/api/v2/devices/:id` → `/api/v2/devices/{id}`. */
export function openApiPathOf(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** The group an endpoint is listed under: its path's first segment after /api/vN. */
function tagOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const rest =
    segments[0] === 'api' ? segments.slice(/^v\d+$/.test(segments[1] ?? '') ? 2 : 1) : segments;
  return rest[0] ?? 'api';
}

function parametersOf(
  schema: z.ZodType | undefined,
  location: 'path' | 'query',
): { name: string; in: string; required: boolean; schema: JsonSchema }[] {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

/** `autobillOn` → `Autobill on`. */
function sentenceOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const errorResponse = (name: string) => ({ $ref: `#/components/responses/${name}` });

function operationOf(name: string, endpoint: Endpoint): OpenApiOperation {
  const parameters: unknown[] = [
    ...parametersOf(endpoint.params, 'path'),
    ...parametersOf(endpoint.query, 'query'),
    ...(TENANT_PATH.test(endpoint.path) ? [{ $ref: '#/components/parameters/Tenant' }] : []),
  ];
  const success =
    endpoint.status === 204
      ? { description: 'Done; no content.' }
      : {
          description: 'Success.',
          content: { 'application/json': { schema: jsonSchemaOf(endpoint.response, 'output') } },
        };
  const responses: Record<string, unknown> = { [String(endpoint.status)]: success };
  for (const [status, other] of Object.entries(endpoint.otherResponses ?? {})) {
    responses[status] = {
      description: other.description,
      content: { 'application/json': { schema: jsonSchemaOf(other.schema, 'output') } },
    };
  }
  if (endpoint.body || endpoint.params || endpoint.query)
    responses['400'] = errorResponse('InvalidRequest');
  if (endpoint.auth !== 'public') responses['401'] = errorResponse('Unauthenticated');
  if (endpoint.auth === 'session' && STATE_CHANGING.has(endpoint.method))
    responses['403'] = errorResponse('CsrfRejected');
  if (endpoint.params) responses['404'] = errorResponse('NotFound');
  responses['4XX'] = errorResponse('ClientError');
  responses['5XX'] = errorResponse('ServerError');

  const security =
    endpoint.auth === 'public'
      ? []
      : [{ [SECURITY_SCHEME_OF[endpoint.auth]]: endpoint.scopes ?? [] }];
  return {
    operationId: name,
    summary: endpoint.summary ?? sentenceOf(name),
    tags: [tagOf(endpoint.path)],
    security,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(endpoint.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

function errorResponseOf(description: string) {
  return {
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
}

/**
 * The OpenAPI 3.1 document of every endpoint in the contract's registry: built from the same
 * zod schemas the server validates with, so it cannot drift from what the server does.
 */
export function openApiDocument(options: OpenApiDocumentOptions): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    if (options.includes && !options.includes(name, endpoint)) continue;
    const operation = operationOf(name, endpoint);
    (paths[openApiPathOf(endpoint.path)] ??= {})[endpoint.method.toLowerCase()] = operation;
    operation.tags.forEach((tag) => tags.add(tag));
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Burrow API',
      version: options.version,
      description: [
        'The storefront, billing and account API of Burrow, generated from its contract.',
        'Every error answers the one `Error` body with a stable `code`.',
        'A state-changing request made with the session cookie must come from the site itself:',
        '`Origin` equal to the server URL, or else `403 csrf_rejected`.',
      ].join(' '),
    },
    servers: [{ url: options.serverUrl }],
    paths,
    components: {
      schemas: { Error: jsonSchemaOf(ErrorBodySchema, 'output') },
      responses: {
        InvalidRequest: errorResponseOf(
          '`invalid_request`: the body, path or query is not valid; `details.fields` maps each field to its problem.',
        ),
        Unauthenticated: errorResponseOf('`unauthenticated`: no valid credential.'),
        CsrfRejected: errorResponseOf(
          '`csrf_rejected`: a state-changing request that did not come from the site itself.',
        ),
        NotFound: errorResponseOf(
          '`not_found`: no such object for this caller (another customer’s object answers the same).',
        ),
        ClientError: errorResponseOf(
          `Refused; \`error.code\` says why. Codes: ${ERROR_CODES.filter(
            (code) => code !== 'internal_error' && code !== 'service_unavailable',
          ).join(', ')}.`,
        ),
        ServerError: errorResponseOf(
          '`internal_error`, or `service_unavailable` (with `retry-after`) when a provider did not answer and the same request may be retried.',
        ),
      },
      parameters: {
        Tenant: {
          name: 'x-tenant',
          in: 'header',
          required: false,
          description: 'The storefront (tenant) the request is for; `burrow` if absent.',
          schema: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,62}$' },
        },
      },
      securitySchemes: {
        [SECURITY_SCHEME_OF.session]: {
          type: 'apiKey',
          in: 'cookie',
          name: options.sessionCookieName,
          description: 'The session a sign-in sets; state-changing requests also need `Origin`.',
        },
        [SECURITY_SCHEME_OF.device]: {
          type: 'http',
          scheme: 'bearer',
          description: 'A VPN app’s device credential, as device activation returned it.',
        },
        [SECURITY_SCHEME_OF.service]: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A storefront’s service API key for the VPN’s back office; each endpoint lists the scopes it needs.',
        },
      },
    },
    tags: [...tags].sort().map((name) => ({ name })),
  };
}
