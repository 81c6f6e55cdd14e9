import { vi } from 'vitest';

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

/** An answer, or a function computing it; a promise holds the answer back until it settles. */
type Responder =
  | FakeResponse
  | ((request: {
      body: unknown;
      /** The request's query string, for an answer that depends on it. */
      query: URLSearchParams;
    }) => FakeResponse | Promise<FakeResponse>);

export interface FakeFetch {
  /** Every request made, in order, with its parsed JSON body. */
  calls: Array<{ method: string; path: string; body: unknown }>;
}

/**
 * Stubs `fetch` at the network boundary with answers keyed by `METHOD /path`. A list of
 * answers is used in turn, the last one repeating. An unarranged request fails the test.
 */
export function fakeFetch(routes: Record<string, Responder | Responder[]>): FakeFetch {
  const calls: FakeFetch['calls'] = [];
  const served: Record<string, number> = {};
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(input, 'http://localhost');
    const path = url.pathname;
    const key = `${method} ${path}`;
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const route = routes[key];
    if (!route) throw new Error(`fakeFetch: no answer arranged for ${key}`);
    const answers = Array.isArray(route) ? route : [route];
    const index = Math.min(served[key] ?? 0, answers.length - 1);
    served[key] = (served[key] ?? 0) + 1;
    const answer = answers[index]!;
    const { status = 200, body: responseBody } =
      typeof answer === 'function' ? await answer({ body, query: url.searchParams }) : answer;
    // Like a browser, a request aborted while in flight rejects instead of answering.
    if (init.signal?.aborted) throw new DOMException('The request was aborted.', 'AbortError');
    return new Response(responseBody === undefined ? null : JSON.stringify(responseBody), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { calls };
}

/** The API's error body, as the contract shapes it. */
export function apiError(status: number, code: string, message = 'Server message'): FakeResponse {
  return { status, body: { error: { code, message } } };
}
