import type { Endpoint } from '@burrow/contract/endpoints';
import type { ServiceScope } from '@burrow/contract/service-api';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { contextOf } from '../../app-context';
import { AppError } from '../../platform/errors';
import { authenticateServiceKey, type AuthenticatedServiceKey } from './service-key-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The service API key that authenticated this request, on service routes only. */
    serviceKey?: AuthenticatedServiceKey;
  }
}

/**
 * Lets a request through (before its input is even read) only with a live service API key holding `scope` (decision 0090).
 * Missing, unknown and revoked keys answer alike (401); a live key without the scope is 403
 * with `details.required_scope`, so the operator knows which scope to grant.
 */
export function requireServiceKey(scope: ServiceScope): onRequestAsyncHookHandler {
  return async function serviceKeyGuard(this: unknown, request: FastifyRequest) {
    const key = await authenticateServiceKey(
      contextOf(request.server),
      request.headers.authorization,
    );
    if (!key) {
      throw new AppError(
        401,
        'unauthenticated',
        'This endpoint needs a valid service API key: Authorization: Bearer bk_…',
        undefined,
        { 'www-authenticate': 'Bearer realm="burrow-service"' },
      );
    }
    if (!key.scopes.includes(scope)) {
      throw new AppError(
        403,
        'forbidden',
        `This service API key lacks the scope ${scope}.`,
        { required_scope: scope },
      );
    }
    request.serviceKey = key;
  };
}

/**
 * The route options of a registry endpoint whose `auth` is a service key: the key check with
 * the scope the registry names, and no CSRF origin check, since a service call carries no
 * cookie a forged cross-site request could ride on.
 * `app.route({ ...serviceRoute(endpoints.x), method, url, schema, handler })`.
 */
export function serviceRoute(endpoint: Pick<Endpoint, 'auth' | 'path'>) {
  if (endpoint.auth?.kind !== 'service-key')
    throw new Error(`${endpoint.path} is not a service endpoint in the registry`);
  return { config: { csrf: false as const }, onRequest: requireServiceKey(endpoint.auth.scope) };
}

/** The key a guarded handler runs for; its tenant is the request's tenant, never the host's. */
export function serviceKeyOf(request: FastifyRequest): AuthenticatedServiceKey {
  if (!request.serviceKey) throw new Error('serviceKeyOf outside a requireServiceKey route');
  return request.serviceKey;
}
