import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../app-context';
import { requireUserId } from '../identity/authentication';
import { buySeats, quoteSeatPurchase } from './seat-purchase-service';

export const seatPurchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const { seatQuote, buySeats: buy } = endpoints;

  app.route({
    method: seatQuote.method,
    url: seatQuote.path,
    schema: { body: seatQuote.body, response: { 200: seatQuote.response } },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return quoteSeatPurchase(ctx, request.tenantId, userId, request.body);
    },
  });

  app.route({
    method: buy.method,
    url: buy.path,
    schema: { body: buy.body, response: { 201: buy.response } },
    handler: async (request, reply) => {
      const userId = await requireUserId(request);
      return reply.code(201).send(await buySeats(ctx, request.tenantId, userId, request.body));
    },
  });
};
