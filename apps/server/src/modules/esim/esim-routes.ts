import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../app-context';
import { requireUserId } from '../identity/authentication';
import { listEsims } from './esim-service';

export const esimRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const { listEsims: list } = endpoints;
  app.route({
    method: list.method,
    url: list.path,
    schema: { response: { 200: list.response } },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return listEsims(ctx, request.tenantId, userId);
    },
  });
};
