import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appliedMigrations } from '../../db/migrate';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { health } = endpoints;
  app.route({
    method: health.method,
    url: health.path,
    schema: { response: { 200: health.response } },
    handler: async () => ({
      status: 'ok' as const,
      database: app.db.kind,
      migrations: await appliedMigrations(app.db),
    }),
  });
};
