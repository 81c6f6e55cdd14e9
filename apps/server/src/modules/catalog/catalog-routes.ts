import { contextOf } from '../../app-context';
import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOffer } from './offer-service';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const { getOffer: offerEndpoint } = endpoints;
  app.route({
    method: offerEndpoint.method,
    url: offerEndpoint.path,
    schema: { params: offerEndpoint.params, response: { 200: offerEndpoint.response } },
    handler: async (request, reply) => {
      // Offers change rarely and are the same for everyone: let browsers and CDNs keep them briefly.
      reply.header('cache-control', 'public, max-age=60');
      return getOffer(ctx, request.tenantId, request.params.offerId);
    },
  });
};
