import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRoute } from '../platform/api-paths';
import { AppError } from '../platform/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` for a route that reads no cookie and is called by apps, which send no Origin
     * (device activation): a forged cross-site request can do nothing a direct one could not.
     */
    csrf?: false;
  }
}

/**
 * Refuses a state-changing API request unless the browser says it comes from our own
 * origin: `Origin` equal to PUBLIC_URL's origin (in demo mode, the request's own host), or,
 * when a browser sends no Origin, `Sec-Fetch-Site: same-origin`. Cookies are SameSite=Lax
 * as well; this check also covers same-site attackers (sibling subdomains) that Lax lets in.
 */
/**
 * A storefront answering on a host of its own (decision 0125) is its own origin: the page
 * and the API share that host, with the public URL's scheme.
 */
function isStorefrontOrigin(
  origin: string,
  request: FastifyRequest,
  publicOrigin: string | undefined,
): boolean {
  if (request.storefrontHost === undefined) return false;
  const scheme = publicOrigin ? new URL(publicOrigin).protocol : `${request.protocol}:`;
  return origin === `${scheme}//${request.host}`;
}

export const csrfPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      // Routing has run before onRequest: judge the route that will answer, not the raw URL.
      if (SAFE_METHODS.has(request.method) || !isApiRoute(request)) return;
      if (request.routeOptions.config.csrf === false) return;
      const expected = app.config.publicOrigin ?? `${request.protocol}://${request.host}`;
      const origin = request.headers.origin;
      if (
        origin !== undefined
          ? origin === expected || isStorefrontOrigin(origin, request, app.config.publicOrigin)
          : request.headers['sec-fetch-site'] === 'same-origin'
      ) {
        return;
      }
      throw new AppError(
        403,
        'csrf_rejected',
        'This request did not come from the Burrow app. Reload the page and try again.',
      );
    });
  },
  { name: 'csrf' },
);
