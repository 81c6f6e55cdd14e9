import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { health } = endpoints;
  app.route({
    method: health.method,
    url: health.path,
    schema: { response: { 200: health.response } },
    handler: async () => {
      // The cheapest query there is: a 200 still means the database answers.
      await app.db.query('SELECT 1');
      return { status: 'ok' as const };
    },
  });
};
