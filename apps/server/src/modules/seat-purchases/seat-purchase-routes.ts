import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, visitorLocaleOf } from '../../app-context';
import { readSessionToken, requireUserId } from '../identity/authentication';
import { changeSeatHolder, inviteSeatHolder, removeSeat } from './seat-management-service';
import { buySeats, quoteSeatPurchase } from './seat-purchase-service';

export const seatPurchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const { seatQuote, buySeats: buy, removeSeat: remove, inviteSeatHolder: invite } = endpoints;
  const { updateLicense: change } = endpoints;

  app.route({
    method: change.method,
    url: change.path,
    schema: { body: change.body, response: { 200: change.response } },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return changeSeatHolder(ctx, request.tenantId, userId, request.body);
    },
  });

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

  app.route({
    method: remove.method,
    url: remove.path,
    schema: { body: remove.body, response: { 200: remove.response } },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return removeSeat(ctx, request.tenantId, userId, request.body);
    },
  });

  app.route({
    method: invite.method,
    url: invite.path,
    schema: { body: invite.body, response: { 202: invite.response } },
    handler: async (request, reply) => {
      const userId = await requireUserId(request);
      const caller = {
        tenantId: request.tenantId,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        appOrigin: app.config.publicUrl,
        sessionToken: readSessionToken(request),
        locale: visitorLocaleOf(request),
      };
      return reply.code(202).send(await inviteSeatHolder(ctx, caller, userId, request.body));
    },
  });
};
