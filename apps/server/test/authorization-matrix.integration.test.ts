import { endpoints } from '@burrow/contract/endpoints';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_NAMES,
  FIXTURES,
  NOT_FOUND,
  PUBLIC,
  RECIPES,
  ROUTES,
  recipeFor,
  urlOf,
  type Account,
  type Answer,
  type Fixture,
  type Objects,
  type RequestParts,
} from './support/endpoint-recipes';
import { createEndpointWorld, freshCustomer } from './support/endpoint-world';
import { servedRoutes } from './support/served-routes';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

/**
 * Every endpoint of the contract's registry (and every other /api/v1, /api/v2 route the
 * server serves) × {the owner, another customer, signed out}. An endpoint added to the
 * registry fails here until it has a recipe in support/endpoint-recipes.ts: how to call it
 * for the owner's real objects and what each caller may get back.
 */

function answerMatches(response: LightMyRequestResponse, answer: Answer): boolean {
  if (typeof answer === 'number') return response.statusCode === answer;
  const [status, code] = answer;
  if (response.statusCode !== status) return false;
  try {
    return response.json<{ error?: { code?: string } }>().error?.code === code;
  } catch {
    return false;
  }
}

function describeAnswer(response: LightMyRequestResponse): string {
  return `${response.statusCode} ${response.body.slice(0, 300)}`;
}

/** Ids and secrets of an account's objects: every UUID and setup token in its view, and its email. */
function identifiersIn(view: Record<string, string>, email: string): Set<string> {
  const text = Object.values(view).join('\n');
  const found = new Set<string>([email]);
  for (const match of text.matchAll(
    /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi,
  ))
    found.add(match[0].toLowerCase());
  for (const match of text.matchAll(/"setup_link_token":"([^"]+)"/g)) found.add(match[1] ?? '');
  return found;
}

describe.each(testDatabaseKinds)('authorization matrix on %s', (kind) => {
  let t: TestApp;
  let objects: Objects;
  let owners: Record<Fixture, Account>;
  let others: Record<Fixture, Account>;
  /** The owners' views after setup; no call by another customer may change them. */
  const baseline = {} as Record<Fixture, Record<string, string>>;
  /** What belongs to each owner alone (not also seen by the other customer). */
  const ownerSecrets = {} as Record<Fixture, Set<string>>;

  const send = (name: string, parts: RequestParts, cookie?: string) =>
    t.request({
      method: ROUTES[name]?.method as 'GET',
      url: urlOf(name, parts),
      ...(parts.body === undefined ? {} : { payload: parts.body as object }),
      ...(parts.headers ? { headers: parts.headers } : {}),
      ...(cookie ? { cookie } : {}),
    });

  /** The reads that make up an account's view: the owner's objects' only for their owner. */
  const viewNames = (fixture: Fixture | 'own-account-only') =>
    ALL_NAMES.filter((name) => {
      const recipe = RECIPES[name];
      if (!recipe || recipe.access === 'public' || recipe.access === 'service-key') return false;
      if (recipe.disposable) return false;
      if (recipe.access === 'owned-object' && recipe.fixture !== fixture) return false;
      return recipe.view ?? ROUTES[name]?.method === 'GET';
    });

  /** Everything the owner can read about their account, endpoint by endpoint. */
  async function viewOf(
    fixture: Fixture | 'own-account-only',
    account: Account,
  ): Promise<Record<string, string>> {
    const names = viewNames(fixture);
    const bodies = await Promise.all(
      names.map(async (name) => {
        const parts = await recipeFor(name).request({
          t,
          o: objects,
          owners,
          who: 'owner',
          caller: account,
        });
        const response = await send(name, parts, account.cookie);
        expect(
          response.statusCode,
          `${name} in the owner's view: ${describeAnswer(response)}`,
        ).toBe(200);
        // The server's "now" (`as_of`, decision 0100) moves with the test clock between two
        // looks; it is the time of the answer, not the owner's data.
        return response.body.replace(/"as_of":"[^"]*"/g, '"as_of":"(now)"');
      }),
    );
    return Object.fromEntries(names.map((name, i) => [name, bodies[i] ?? '']));
  }

  beforeAll(async () => {
    // The expert programme is off by default; on, its endpoints have something to guard.
    t = await createTestApp(kind, { seed: true, env: { EXPERT_PROGRAM_ENABLED: 'true' } });
    ({ owners, others, objects } = await createEndpointWorld(t));

    for (const fixture of Object.keys(FIXTURES) as Fixture[]) {
      baseline[fixture] = await viewOf(fixture, owners[fixture]);
      const theirs = identifiersIn(
        await viewOf('own-account-only', others[fixture]),
        others[fixture].email,
      );
      ownerSecrets[fixture] = new Set(
        [...identifiersIn(baseline[fixture], owners[fixture].email)].filter(
          (id) => !theirs.has(id),
        ),
      );
    }
  });
  afterAll(() => t.close());

  it('has a recipe for every endpoint of the registry, and knows every /api/v1 and /api/v2 route served', () => {
    const missing = ALL_NAMES.filter((name) => !RECIPES[name]);
    expect(missing, 'endpoints without a recipe in RECIPES').toEqual([]);
    const stale = Object.keys(RECIPES).filter((name) => !(name in ROUTES));
    expect(stale, 'recipes for endpoints that no longer exist').toEqual([]);
    for (const name of ALL_NAMES) {
      const publicListed = name in PUBLIC;
      expect(RECIPES[name]?.access === 'public', `${name}: PUBLIC and its recipe disagree`).toBe(
        publicListed,
      );
      // An id in the path names somebody's object: another customer must be tried with it.
      if (/:id\b/.test(ROUTES[name]?.path ?? ''))
        expect(RECIPES[name]?.access, `${name} names an object by id`).toBe('owned-object');
    }
    const known = new Set(ALL_NAMES.map((name) => `${ROUTES[name]?.method} ${ROUTES[name]?.path}`));
    const unknown = servedRoutes(t.app).filter(
      (route) => /^[A-Z]+ \/api\/v[12]\//.test(route) && !known.has(route),
    );
    expect(unknown, 'routes served but neither in the registry nor in EXTRA_ROUTES').toEqual([]);
    for (const route of known) {
      const [method, path] = route.split(' ');
      expect(t.app.hasRoute({ method: method as 'GET', url: path ?? '' }), route).toBe(true);
    }
  });

  describe('signed out', () => {
    it.each(ALL_NAMES)('%s', async (name) => {
      const recipe = recipeFor(name);
      const fixture = recipe.fixture ?? 'consumer';
      const parts = await recipe.request({
        t,
        o: objects,
        owners,
        who: 'signed-out',
        caller: owners[fixture],
      });
      const response = await send(name, parts);
      if (recipe.access === 'public') {
        expect(
          recipe.owner.some((answer) => answerMatches(response, answer)),
          `${name} (public: ${PUBLIC[name]}) answered ${describeAnswer(response)}`,
        ).toBe(true);
      } else {
        expect(
          answerMatches(response, [401, 'unauthenticated']),
          `${name} is not listed in PUBLIC, so a signed-out caller must get 401; got ${describeAnswer(response)}`,
        ).toBe(true);
      }
    });
  });

  const guarded = ALL_NAMES.filter((name) => !(name in PUBLIC));

  describe('another customer', () => {
    it.each(guarded)('%s', async (name) => {
      const recipe = recipeFor(name);
      const fixture = recipe.fixture ?? 'consumer';
      const caller = recipe.disposable ? await freshCustomer(t) : others[fixture];
      const parts = await recipe.request({ t, o: objects, owners, who: 'other', caller });
      const response = await send(name, parts, caller.cookie);
      expect(response.statusCode, describeAnswer(response)).toBeLessThan(500);
      if (recipe.access === 'service-key') expectSessionRefused(name, response);
      if (recipe.access === 'owned-object') {
        const expected = recipe.other ?? NOT_FOUND;
        expect(
          expected.some((answer) => answerMatches(response, answer)),
          `${name} with the owner's objects answered another customer ${describeAnswer(response)}`,
        ).toBe(true);
      }
      // Nothing of the owner's comes back (ids the caller sent aside)...
      const sent = JSON.stringify(parts).toLowerCase();
      const leaked = [...ownerSecrets[fixture]].filter(
        (secret) => response.body.toLowerCase().includes(secret) && !sent.includes(secret),
      );
      expect(leaked, `${name} showed another customer the owner's identifiers`).toEqual([]);
      // ...and nothing of the owner's changed.
      const before = baseline[fixture];
      const after = await viewOf(fixture, owners[fixture]);
      // The next cases compare with what is there now, so a failure names only its own call.
      baseline[fixture] = after;
      for (const view of Object.keys(before))
        expect(after[view], `${name} by another customer changed the owner's ${view}`).toBe(
          before[view],
        );
    });
  });

  describe('the owner', () => {
    it.each(guarded)('%s', async (name) => {
      const recipe = recipeFor(name);
      const fixture = recipe.fixture ?? 'consumer';
      const caller = recipe.disposable ? await freshCustomer(t) : owners[fixture];
      const parts = await recipe.request({ t, o: objects, owners, who: 'owner', caller });
      const response = await send(name, parts, caller.cookie);
      if (recipe.access === 'service-key') {
        expectSessionRefused(name, response);
        return;
      }
      expect(
        recipe.owner.some((answer) => answerMatches(response, answer)),
        `${name} answered its owner ${describeAnswer(response)}`,
      ).toBe(true);
    });
  });

  /** The service API's endpoints, with the keys of `npm run burrow -- api-keys` (decision 0090). */
  const serviceNames = ALL_NAMES.filter((name) => RECIPES[name]?.access === 'service-key');
  const sendWithKey = (name: string, parts: RequestParts, key: string) =>
    t.app.inject({
      method: ROUTES[name]?.method as 'GET',
      url: urlOf(name, parts),
      headers: { authorization: `Bearer ${key}` },
      ...(parts.body === undefined ? {} : { payload: parts.body as object }),
    });
  const serviceRequest = (name: string) =>
    recipeFor(name).request({ t, o: objects, owners, who: 'owner', caller: owners.consumer });

  describe('a service key', () => {
    it.each(serviceNames)('%s: the storefront’s key with the scope', async (name) => {
      const response = await sendWithKey(name, await serviceRequest(name), objects.service.key);
      expect(
        recipeFor(name).owner.some((answer) => answerMatches(response, answer)),
        `${name} answered the storefront's key ${describeAnswer(response)}`,
      ).toBe(true);
    });

    it.each(serviceNames)('%s: a key without the scope is 403 naming it', async (name) => {
      const scope = endpointScope(name);
      const without = Object.entries(objects.service.keyWithOnly).find(([s]) => s !== scope);
      const response = await sendWithKey(name, await serviceRequest(name), without?.[1] ?? '');
      expect(answerMatches(response, [403, 'forbidden']), describeAnswer(response)).toBe(true);
      expect(response.json().error.details).toEqual({ required_scope: scope });
    });

    it.each(serviceNames)('%s: another storefront’s key sees nothing of ours', async (name) => {
      const response = await sendWithKey(
        name,
        await serviceRequest(name),
        objects.service.otherStorefrontKey,
      );
      expect(
        (recipeFor(name).other ?? NOT_FOUND).some((answer) => answerMatches(response, answer)),
        `${name} answered another storefront's key ${describeAnswer(response)}`,
      ).toBe(true);
      expect(response.body).not.toContain(objects.service.consumerId);
    });
  });
});

/** A session cookie never authenticates a service endpoint, the owner's neither. */
function expectSessionRefused(name: string, response: LightMyRequestResponse) {
  expect(
    answerMatches(response, [401, 'unauthenticated']),
    `${name} is for service keys only, yet a session got ${describeAnswer(response)}`,
  ).toBe(true);
}

function endpointScope(name: string): string | undefined {
  const endpoint = (endpoints as Record<string, { scopes?: readonly string[] }>)[name];
  return endpoint?.scopes?.[0];
}
