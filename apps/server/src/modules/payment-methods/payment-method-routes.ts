import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../app-context';
import { requireUserId } from '../identity/authentication';
import {
  addPaymentMethod,
  listPaymentMethods,
  makeDefaultPaymentMethod,
  removePaymentMethod,
} from './payment-method-service';

export const paymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const { listPaymentMethods: list, addPaymentMethod: add } = endpoints;

  app.route({
    method: list.method,
    url: list.path,
    schema: { response: { 200: list.response } },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return listPaymentMethods(ctx, request.tenantId, userId);
    },
  });

  app.route({
    method: add.method,
    url: add.path,
    schema: { body: add.body, response: { 201: add.response } },
    handler: async (request, reply) => {
      const userId = await requireUserId(request);
      const caller = {
        tenantId: request.tenantId,
        userId,
        appOrigin: app.config.publicUrl,
      };
      return reply.code(201).send(await addPaymentMethod(ctx, caller, request.body));
    },
  });

  for (const [endpoint, action] of [
    [endpoints.makeDefaultPaymentMethod, makeDefaultPaymentMethod],
    [endpoints.removePaymentMethod, removePaymentMethod],
  ] as const) {
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: { params: endpoint.params, response: { 200: endpoint.response } },
      handler: async (request) => {
        const userId = await requireUserId(request);
        const caller = {
          tenantId: request.tenantId,
          userId,
          appOrigin: app.config.publicUrl,
        };
        return action(ctx, caller, request.params.id);
      },
    });
  }
};
