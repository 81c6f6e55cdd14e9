import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../app-context';
import { requireUserId } from '../identity/authentication';
import { enrol, idDefenderStatus } from './id-defender-service';

export const idDefenderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const { idDefender: status, enrolIdDefender } = endpoints;

  app.route({
    method: status.method,
    url: status.path,
    schema: { response: { 200: status.response } },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return idDefenderStatus(ctx, request.tenantId, userId);
    },
  });

  app.route({
    method: enrolIdDefender.method,
    url: enrolIdDefender.path,
    schema: {
      params: enrolIdDefender.params,
      body: enrolIdDefender.body,
      response: { 200: enrolIdDefender.response },
    },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return enrol(ctx, request.tenantId, userId, request.params.feature);
    },
  });
};
