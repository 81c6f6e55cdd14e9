import { contextOf } from '../../app-context';
import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUserId } from '../identity/authentication';
import { getSubscription, listSubscriptions } from './subscription-service';

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const { listSubscriptions: list, getSubscription: get } = endpoints;

  app.route({
    method: list.method,
    url: list.path,
    schema: { response: { 200: list.response } },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return { subscriptions: await listSubscriptions(ctx, request.tenantId, userId) };
    },
  });

  app.route({
    method: get.method,
    url: get.path,
    schema: { params: get.params, response: { 200: get.response } },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return getSubscription(ctx, request.tenantId, userId, request.params.id);
    },
  });
};
