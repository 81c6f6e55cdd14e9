import { endpoints } from '@burrow/contract/endpoints';
import { ErrorBodySchema } from '@burrow/contract/errors';
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRA_ROUTES, RECIPES, type Account, type RequestParts } from './support/endpoint-recipes';
import { createEndpointWorld, freshCustomer, type EndpointWorld } from './support/endpoint-world';
import {
  applyMutation,
  hostileString,
  malformedBody,
  mutation,
  toJsonText,
  type Mutation,
  type RawBody,
} from './support/hostile-input';
import { arbitraryFromSchema } from './support/schema-arbitrary';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

/**
 * A property-based fuzz of every endpoint of the contract's registry (decision 0063). Each
 * request is derived from the endpoint's own schemas or from its recipe's valid request,
 * then broken: wrong types, missing and extra fields, oversized and boundary values, NUL
 * and control characters, deep nesting, long arrays, malformed JSON, other media types,
 * hostile path parameters and query strings — signed in and signed out. Whatever comes in,
 * the answer is never a 5xx, every 4xx is the one error shape, and every 2xx parses with
 * the endpoint's response schema.
 *
 * A failure prints its seed; `FUZZ_SEED=<seed>` replays the run (`FUZZ_RUNS` runs more cases
 * per endpoint). Both are read here only, never by the server.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

type EndpointName = keyof typeof endpoints;

/**
 * Endpoints whose success ends the caller's session or account: each is fuzzed with a
 * customer of its own, replaced after every 2xx, so the other endpoints keep their callers.
 */
const SESSION_ENDING: Partial<Record<EndpointName, string>> = {
  login: 'replaces the session the request came with',
  consumeMagicLink: 'replaces the session the request came with',
  resetPassword: 'ends every session of the account',
  logout: 'ends the session',
  updatePassword: 'ends the customer’s other sessions',
  requestAccountDeletion: 'schedules the account’s deletion',
  completeAccountDeletion: 'deletes the account',
};

/**
 * Endpoints fuzzed after all the others, with why. The rest are fuzzed in the registry's
 * order, then the routes outside it; none is left out.
 */
const FUZZED_LAST: Partial<Record<EndpointName, string>> = {
  advanceDemoClock: 'moves the server’s clock (and runs billing) for every case after it',
};

/** Served routes outside the registry, fuzzed too; their success answer is not JSON. */
const EXTRA_SUCCESS: Record<keyof typeof EXTRA_ROUTES, { status: number; contentType: RegExp }> = {
  downloadInvoice: { status: 200, contentType: /^application\/pdf/ },
};

interface Target {
  name: string;
  method: string;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Checks a 2xx answer; a message when it is wrong. */
  success: (response: LightMyRequestResponse) => string | null;
}

const registryNames = Object.keys(endpoints) as EndpointName[];

const EVERY_TARGET: Target[] = [
  ...registryNames.map((name): Target => {
    const endpoint = endpoints[name];
    return {
      name,
      method: endpoint.method,
      path: endpoint.path,
      params: endpoint.params,
      query: endpoint.query,
      body: endpoint.body,
      success: (response) => {
        if (response.statusCode !== endpoint.status)
          return `answered ${response.statusCode}, the registry says ${endpoint.status}`;
        const parsed = endpoint.response.safeParse(jsonOf(response));
        return parsed.success ? null : `2xx breaks its schema: ${z.prettifyError(parsed.error)}`;
      },
    };
  }),
  ...(Object.keys(EXTRA_ROUTES) as (keyof typeof EXTRA_ROUTES)[]).map((name): Target => ({
    name,
    ...EXTRA_ROUTES[name],
    success: (response) => {
      const expected = EXTRA_SUCCESS[name];
      if (response.statusCode !== expected.status) return `answered ${response.statusCode}`;
      return expected.contentType.test(String(response.headers['content-type']))
        ? null
        : `answered ${response.headers['content-type']}`;
    },
  })),
];
const TARGETS = [
  ...EVERY_TARGET.filter((target) => !(target.name in FUZZED_LAST)),
  ...EVERY_TARGET.filter((target) => target.name in FUZZED_LAST),
];

function jsonOf(response: LightMyRequestResponse): unknown {
  try {
    return JSON.parse(response.body) as unknown;
  } catch {
    return undefined;
  }
}

/** Why an answer is wrong whatever was asked, or null when it is acceptable. */
function verdict(target: Target, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}`;
  if (status >= 400) {
    const parsed = ErrorBodySchema.safeParse(jsonOf(response));
    return parsed.success ? null : `${status} is not the error shape`;
  }
  if (status >= 200 && status < 300) return target.success(response);
  return `answered ${status}`;
}

const paramNamesOf = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');

/** Path segments that are not what an encoded string would be: traversal, bad escapes. */
// ('.' and '..' are not among them: every client resolves them away before sending.)
const RAW_SEGMENTS = ['%', '%E0%A4%A', '%00', '%2e%2e', '..%2f..%2f', '%ZZ', ';', '%C0%AF'];

interface Plan {
  signedIn: boolean;
  /** Start from the recipe's valid request, or from values generated from the schemas. */
  base: 'recipe' | 'schema';
  generated: { params: unknown; query: unknown; body: unknown };
  mutations: { target: 'params' | 'query' | 'body'; change: Mutation }[];
  /** Replaces the body with text that is not the endpoint's JSON. */
  rawBody: RawBody | null;
  /** Replaces the first path parameter with a raw segment. */
  rawSegment: string | null;
  /** Replaces the query string. */
  rawQuery: string | null;
}

function rarely<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null> {
  return fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, { arbitrary, weight: 1 });
}

function planFor(target: Target): fc.Arbitrary<Plan> {
  const paramNames = paramNamesOf(target.path);
  const paramsArb = target.params
    ? arbitraryFromSchema(target.params)
    : fc.record(Object.fromEntries(paramNames.map((name) => [name, fc.string({ minLength: 1 })])));
  const queryKeys = target.query
    ? Object.keys(
        (z.toJSONSchema(target.query, { io: 'input' }) as { properties?: object }).properties ?? {},
      )
    : [];
  const hostileQuery = fc
    .tuple(fc.constantFrom(...queryKeys, 'x', '__proto__[admin]', 'a[]'), hostileString, fc.nat(2))
    .map(([key, value, copies]) =>
      Array.from({ length: copies + 1 }, () => `${key}=${encodeSegment(value)}`).join('&'),
    );
  return fc.record({
    signedIn: fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, fc.constant(false)),
    base: fc.constantFrom('recipe' as const, 'schema' as const),
    generated: fc.record({
      params: paramsArb,
      query: target.query ? arbitraryFromSchema(target.query) : fc.constant(undefined),
      body: target.body ? arbitraryFromSchema(target.body) : fc.constant(undefined),
    }),
    mutations: fc.array(
      fc.record({
        target: fc.constantFrom('params' as const, 'query' as const, 'body' as const),
        change: mutation,
      }),
      { maxLength: 2 },
    ),
    rawBody: rarely(malformedBody),
    rawSegment:
      paramNames.length > 0
        ? rarely(fc.oneof(fc.constantFrom(...RAW_SEGMENTS), hostileString.map(encodeSegment)))
        : fc.constant(null),
    rawQuery: rarely(
      fc.oneof(hostileQuery, fc.constantFrom('%zz', '=', '&&&', `q=${'x'.repeat(100_000)}`)),
    ),
  });
}

/**
 * A generated value as a client would put it in a path. A value that is a dot segment ('.',
 * '..', or '%2E' spelled) cannot be sent: every URL parser, light-my-request's included,
 * resolves it away (`/subscriptions/.` becomes the list's `/subscriptions/`), so it stands
 * for a different request than the one the plan describes.
 */
function pathSegmentOf(value: string): string {
  const segment = encodeSegment(value);
  return /^(\.|%2e){1,2}$/i.test(segment) ? `${segment}x` : segment;
}

function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate: send the bytes a broken client would.
    return '%ED%A0%80';
  }
}

function asString(value: unknown): string {
  return typeof value === 'string' ? value : toJsonText(value);
}

interface Built {
  url: string;
  body: RawBody | undefined;
}

function build(target: Target, plan: Plan, parts: RequestParts): Built {
  let params: unknown = parts.params ?? {};
  let query: unknown = parts.query;
  let body: unknown = parts.body;
  for (const { target: where, change } of plan.mutations) {
    if (where === 'params') params = applyMutation(params, change);
    else if (where === 'query') query = applyMutation(query ?? {}, change);
    else body = applyMutation(body ?? {}, change);
  }
  const paramValues = typeof params === 'object' && params !== null ? params : {};
  let first = true;
  const path = target.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const segment =
      first && plan.rawSegment !== null
        ? // Raw segments stay hostile, dot segments included; an empty one would be another
          // route (`/subscriptions/` is the list, not a subscription with an empty id).
          plan.rawSegment || 'x'
        : pathSegmentOf(asString((paramValues as Record<string, unknown>)[name] ?? 'x') || 'x');
    first = false;
    return segment;
  });
  let queryText = '';
  if (plan.rawQuery !== null) queryText = plan.rawQuery;
  else if (typeof query === 'object' && query !== null)
    queryText = Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${encodeSegment(key)}=${encodeSegment(asString(value))}`)
      .join('&');
  const url = queryText ? `${path}?${queryText}` : path;
  if (plan.rawBody) return { url, body: plan.rawBody };
  if (body === undefined) return { url, body: undefined };
  return { url, body: { contentType: 'application/json', payload: toJsonText(body) } };
}

function describeExchange(method: string, built: Built, signedIn: boolean, answer: string) {
  const clip = (text: string) => (text.length > 400 ? `${text.slice(0, 400)}…` : text);
  return [
    `${method} ${clip(built.url)} (${signedIn ? 'signed in' : 'signed out'})`,
    built.body ? `content-type ${built.body.contentType}: ${clip(built.body.payload)}` : 'no body',
    `→ ${clip(answer)}`,
  ].join('\n');
}

let clients = 0;
/**
 * Each case comes from a client address of its own (in 198.18.0.0/15, for benchmarks), so
 * the per-client guessing limits, tested elsewhere, do not turn the later cases into 429s.
 */
function nextClientAddress(): string {
  clients += 1;
  return `198.18.${(clients >> 8) & 255}.${clients & 255}`;
}

/** The test app, with every request it sends coming from `remoteAddress`. */
function asClient(t: TestApp, remoteAddress: string): TestApp {
  return { ...t, request: (options) => t.request({ remoteAddress, ...options }) };
}

describe.each(testDatabaseKinds)('contract fuzz on %s', (kind) => {
  let t: TestApp;
  let world: EndpointWorld;

  beforeAll(async () => {
    // The expert programme is off by default; on, its endpoints have something to fuzz.
    t = await createTestApp(kind, { seed: true, env: { EXPERT_PROGRAM_ENABLED: 'true' } });
    world = await createEndpointWorld(t);
  });
  afterAll(() => t.close());

  it('fuzzes every endpoint of the registry, each with a recipe for its valid request', () => {
    const withoutRecipe = [...registryNames, ...Object.keys(EXTRA_ROUTES)].filter(
      (name) => !RECIPES[name],
    );
    expect(
      withoutRecipe,
      'endpoints without a recipe in test/support/endpoint-recipes.ts (the fuzz mutates its valid request)',
    ).toEqual([]);
    const listed = [...Object.keys(SESSION_ENDING), ...Object.keys(FUZZED_LAST)];
    expect(
      listed.filter((name) => !(name in endpoints)),
      'special cases for endpoints that no longer exist',
    ).toEqual([]);
    expect(TARGETS.map((target) => target.name).sort()).toEqual(
      [...registryNames, ...Object.keys(EXTRA_ROUTES)].sort(),
    );
  });

  it.each(TARGETS.map((target) => [target.name, target] as const))(
    '%s',
    async (name, target) => {
      const recipe = RECIPES[name];
      if (!recipe) throw new Error(`no recipe for ${name}`);
      const fixture = recipe.fixture ?? 'consumer';
      const sessionEnding = name in SESSION_ENDING;
      let ownCaller: Account | null = null;

      const property = fc.asyncProperty(planFor(target), async (plan) => {
        const remoteAddress = nextClientAddress();
        const client = asClient(t, remoteAddress);
        let caller = world.owners[fixture];
        if (sessionEnding && plan.signedIn) {
          ownCaller ??= await freshCustomer(client);
          caller = ownCaller;
        }
        let parts: RequestParts = {
          params: plan.generated.params as Record<string, string>,
          query: plan.generated.query as Record<string, string>,
          body: plan.generated.body,
        };
        if (plan.base === 'recipe') {
          try {
            parts = await recipe.request({
              t: client,
              o: world.objects,
              owners: world.owners,
              who: plan.signedIn ? 'owner' : 'signed-out',
              caller,
            });
          } catch {
            // The fuzz may have used up what the recipe needs (a quote, a free seat): the
            // generated values stand in.
          }
        }
        const built = build(target, plan, parts);
        const response = await t.app.inject({
          method: target.method as 'GET',
          url: built.url,
          remoteAddress,
          headers: {
            origin: TEST_ORIGIN,
            // "Signed in" for the service API is its storefront's key with every scope.
            ...(plan.signedIn
              ? recipe.access === 'service-key'
                ? { authorization: `Bearer ${world.objects.service.key}` }
                : { cookie: caller.cookie }
              : {}),
            ...(built.body?.contentType ? { 'content-type': built.body.contentType } : {}),
          },
          ...(built.body ? { payload: built.body.payload } : {}),
        });
        if (sessionEnding && plan.signedIn && response.statusCode < 300) ownCaller = null;
        const problem = verdict(target, response);
        if (problem)
          throw new Error(
            `${name}: ${problem}\n${describeExchange(
              target.method,
              built,
              plan.signedIn,
              `${response.statusCode} ${response.body}`,
            )}`,
          );
      });

      await fc.assert(property, {
        seed: SEED,
        numRuns: RUNS,
        // Shrinking replays against a server whose state moved on; the message names the
        // exact request, so a short search is enough.
        endOnFailure: true,
        reporter: (details) => {
          if (!details.failed) return;
          const cause =
            details.errorInstance instanceof Error
              ? details.errorInstance.message
              : String(details.errorInstance);
          throw new Error(
            `${cause.slice(0, 3_000)}\n\nReplay with FUZZ_SEED=${details.seed} (run ${details.numRuns} of ${name}).`,
          );
        },
      });
      // A case that ended an owner's session would turn every later endpoint into a 401.
      // (Moving the clock may expire sessions: only the endpoints fuzzed last do that.)
      if (name in FUZZED_LAST) return;
      for (const [fixture, owner] of Object.entries(world.owners)) {
        const me = await t.request({
          method: 'GET',
          url: '/api/v2/users/me',
          cookie: owner.cookie,
        });
        expect(
          me.statusCode,
          `${name} ended the ${fixture} owner's session: list it in SESSION_ENDING`,
        ).toBe(200);
      }
    },
    120_000,
  );
});
