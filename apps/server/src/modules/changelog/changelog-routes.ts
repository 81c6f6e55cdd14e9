import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../app-context';
import { requireUserId } from '../identity/authentication';
import { listChangelog } from './changelog-service';

export const changelogRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const { changelog } = endpoints;
  app.route({
    method: changelog.method,
    url: changelog.path,
    schema: { response: { 200: changelog.response } },
    handler: async (request) => {
      await requireUserId(request);
      return listChangelog(ctx, request.tenantId);
    },
  });
};
