import { endpoints } from '@burrow/contract/endpoints';
import { SubscriptionIdParamsSchema } from '@burrow/contract/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../app-context';
import { requireUserId } from '../identity/authentication';
import { retryPaymentCollection, turnAutobillOff, turnAutobillOn } from './autobill-service';

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const actions = [
    [endpoints.autobillOn, turnAutobillOn],
    [endpoints.autobillOff, turnAutobillOff],
    [endpoints.retryPaymentCollection, retryPaymentCollection],
  ] as const;
  for (const [endpoint, action] of actions) {
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: { params: SubscriptionIdParamsSchema, response: { 200: endpoint.response } },
      handler: async (request) => {
        const userId = await requireUserId(request);
        return action(ctx, request.tenantId, userId, request.params.id);
      },
    });
  }
};
