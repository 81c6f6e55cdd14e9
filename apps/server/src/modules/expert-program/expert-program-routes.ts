import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../app-context';
import { requireUserId } from '../identity/authentication';
import { applyToExpertProgram, expertProgramStatus } from './expert-program-service';

export const expertProgramRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const { expertProgram: status, applyToExpertProgram: apply } = endpoints;

  app.route({
    method: status.method,
    url: status.path,
    schema: { response: { 200: status.response } },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return expertProgramStatus(ctx, request.tenantId, userId);
    },
  });

  app.route({
    method: apply.method,
    url: apply.path,
    schema: { body: apply.body, response: { 200: apply.response } },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return applyToExpertProgram(ctx, request.tenantId, userId, request.body.motivation);
    },
  });
};
