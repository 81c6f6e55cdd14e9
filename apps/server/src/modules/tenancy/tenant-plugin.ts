import { performance } from 'node:perf_hooks';
import fp from 'fastify-plugin';
import { isApiRoute } from '../../platform/api-paths';
import { AppError } from '../../platform/errors';

export const DEFAULT_TENANT = 'burrow';
const TENANT_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
/**
 * A storefront made by the CLI (another process) answers on its host within this long.
 * Monotonic process time, not the business clock: it paces a cache, it judges nothing.
 */
const HOST_RELOAD_INTERVAL_MS = 30_000;

/** The storefronts this process knows, and which host names each answers on. */
export interface TenantDirectory {
  /** Reads the storefronts and their hosts again: after a staff member changed them. */
  reload(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tenantDirectory: TenantDirectory;
  }
  interface FastifyRequest {
    /**
     * The host name a storefront answers on, when the request's storefront was chosen by it:
     * the CSRF check then accepts that storefront's own origin.
     */
    storefrontHost: string | undefined;
  }
}

/**
 * Resolves the storefront of every API request: the `x-tenant` header when one is sent
 * (integrations and tests name it), else the storefront whose host the request came to
 * (decision 0125), else `burrow`. Known tenants and hosts are cached; an unknown id is
 * looked up once more in case it was added since, then refused with 404.
 */
export const tenantPlugin = fp(
  async (app) => {
    let known = new Set<string>();
    let hosts = new Map<string, string>();
    let loadedAt = performance.now();
    const loadTenants = async () => {
      const [tenants, hostRows] = await Promise.all([
        app.db.query<{ id: string }>('SELECT id FROM tenants'),
        app.db.query<{ host: string; tenant_id: string }>(
          'SELECT host, tenant_id FROM tenant_hosts',
        ),
      ]);
      known = new Set(tenants.map((row) => row.id));
      hosts = new Map(hostRows.map((row) => [row.host, row.tenant_id]));
      loadedAt = performance.now();
    };
    await loadTenants();
    app.decorate('tenantDirectory', { reload: loadTenants });

    const tenantOfHost = async (host: string): Promise<string | undefined> => {
      const found = hosts.get(host);
      if (found !== undefined || performance.now() - loadedAt < HOST_RELOAD_INTERVAL_MS)
        return found;
      await loadTenants();
      return hosts.get(host);
    };

    app.decorateRequest('tenantId', DEFAULT_TENANT);
    app.decorateRequest('storefrontHost', undefined);
    app.addHook('onRequest', async (request) => {
      // The matched route, not the raw URL: `/%61pi/…` runs an `/api/…` handler too.
      if (!isApiRoute(request)) return;
      const header = request.headers['x-tenant'];
      const named = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
      if (!named) {
        const host = request.hostname.toLowerCase();
        const tenantId = await tenantOfHost(host);
        request.tenantId = tenantId ?? DEFAULT_TENANT;
        request.storefrontHost = tenantId === undefined ? undefined : host;
        return;
      }
      if (!TENANT_ID_PATTERN.test(named)) throw unknownTenant();
      if (!known.has(named)) {
        await loadTenants();
        if (!known.has(named)) throw unknownTenant();
      }
      request.tenantId = named;
    });
  },
  { name: 'tenant' },
);

function unknownTenant() {
  return new AppError(404, 'tenant_not_found', 'This storefront does not exist.');
}
