import type { z } from 'zod';
import { ErrorBodySchema, type ErrorCode } from './errors';
import type { Endpoint } from './endpoints';

/** An API answer that was not a success, carrying the server's stable error code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network_error' | 'unexpected_response',
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What a call needs of an endpoint: the customer API's and the staff API's registries both have it. */
export type CallableEndpoint = Pick<Endpoint, 'method' | 'path' | 'body' | 'response'>;

export interface CallOptions<E extends CallableEndpoint> {
  params?: Record<string, string>;
  /** Query-string parameters, e.g. `{ attempt: id }`. */
  query?: Record<string, string>;
  body?: E['body'] extends z.ZodType ? z.input<E['body']> : never;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([a-zA-Z_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Calls an endpoint and validates the answer against its schema. */
export async function callEndpoint<E extends CallableEndpoint>(
  fetchImpl: FetchLike,
  baseUrl: string,
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<z.output<E['response']>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const init: RequestInit = { method: endpoint.method, headers, credentials: 'same-origin' };
  if (options.signal) init.signal = options.signal;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
    response = await fetchImpl(baseUrl + buildPath(endpoint.path, options.params) + query, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network_error', 'The network request failed.');
  }
  const text = await response.text();
  const json: unknown = text ? safeParse(text) : {};
  if (!response.ok) {
    const parsed = ErrorBodySchema.safeParse(json);
    if (parsed.success) {
      const { code, message, details } = parsed.data.error;
      throw new ApiError(response.status, code, message, details);
    }
    throw new ApiError(response.status, 'unexpected_response', response.statusText);
  }
  const parsed = endpoint.response.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(response.status, 'unexpected_response', 'The server answered unexpectedly.');
  }
  return parsed.data as z.output<E['response']>;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
