import { endpoints } from '@burrow/contract/endpoints';
import { NotReadyResponseSchema } from '@burrow/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { migrationFileNames } from '../../db/migrate';
import { notReadyReasons } from './readiness';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { health, ready } = endpoints;
  // The migrations this build ships cannot change while it runs.
  const shippedMigrations = await migrationFileNames();

  app.route({
    method: health.method,
    url: health.path,
    schema: { response: { 200: health.response } },
    // Liveness touches nothing: a slow database must not get a healthy process restarted.
    handler: async () => ({ status: 'ok' as const }),
  });

  app.route({
    method: ready.method,
    url: ready.path,
    schema: { response: { 200: ready.response, 503: NotReadyResponseSchema } },
    handler: async (_request, reply) => {
      const reasons = await notReadyReasons(app.db, app.readiness, shippedMigrations);
      if (reasons.length > 0) return reply.code(503).send({ status: 'not_ready', reasons });
      return { status: 'ready' as const };
    },
  });
};
