import type { FastifyRequest } from 'fastify';

/**
 * Paths the JSON API answers (docs/product.md#reads-and-the-api names some outside /api/). Tenancy, CSRF and the
 * web app's catch-all all decide by this one list.
 */
const API_PATH_PREFIXES = ['/api/', '/order/api/', '/data-platform/', '/attempted_signups'];

export function isApiPath(path: string): boolean {
  return API_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Whether the route Fastify matched for this request is an API route, judged by the
 * route's own pattern (`/api/v2/subscriptions/:id/autobill-on`), never by the URL the
 * client sent. The router decodes the path before matching, so `/%61pi/…` reaches the
 * `/api/…` handler while its raw URL does not start with `/api/`: a check that read the
 * raw URL was skipped for exactly the requests that ran the handler. A request that
 * matched no route is not an API request: it runs no handler, only the 404.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && isApiPath(route);
}

/**
 * The path as the router reads it, for a request no route matched (the web app's catch-all
 * has no route pattern to judge): up to the first `?` or `#`, percent-escapes decoded, so
 * `/%61pi/nothing` is an API path that answers 404 like `/api/nothing`, not the app's page.
 */
export function routerPathOf(url: string): string {
  const end = url.search(/[?#]/);
  const raw = end === -1 ? url : url.slice(0, end);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
