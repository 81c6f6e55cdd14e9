import fp from 'fastify-plugin';
import { isApiRoute } from '../../platform/api-paths';
import { AppError } from '../../platform/errors';

export const DEFAULT_TENANT = 'burrow';
const TENANT_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * Resolves `x-tenant` on every API request. Known tenants are cached; an unknown id is
 * looked up once more in case it was added since, then refused with 404.
 */
export const tenantPlugin = fp(
  async (app) => {
    const known = new Set<string>();
    const loadTenants = async () => {
      for (const row of await app.db.query<{ id: string }>('SELECT id FROM tenants'))
        known.add(row.id);
    };
    await loadTenants();

    app.decorateRequest('tenantId', DEFAULT_TENANT);
    app.addHook('onRequest', async (request) => {
      // The matched route, not the raw URL: `/%61pi/…` runs an `/api/…` handler too.
      if (!isApiRoute(request)) return;
      const header = request.headers['x-tenant'];
      const tenantId =
        (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() || DEFAULT_TENANT;
      if (!TENANT_ID_PATTERN.test(tenantId)) throw unknownTenant();
      if (!known.has(tenantId)) {
        await loadTenants();
        if (!known.has(tenantId)) throw unknownTenant();
      }
      request.tenantId = tenantId;
    });
  },
  { name: 'tenant' },
);

function unknownTenant() {
  return new AppError(404, 'tenant_not_found', 'This storefront does not exist.');
}
