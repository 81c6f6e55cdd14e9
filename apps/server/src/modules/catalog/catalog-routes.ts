import { localeFromCookie } from '@burrow/domain/locales';
import { contextOf, visitorLocaleOf } from '../../app-context';
import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOffer } from './offer-service';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const { getOffer: offerEndpoint } = endpoints;
  app.route({
    method: offerEndpoint.method,
    url: offerEndpoint.path,
    schema: {
      params: offerEndpoint.params,
      querystring: offerEndpoint.query,
      response: { 200: offerEndpoint.response },
    },
    handler: async (request, reply) => {
      // Offers change rarely: let browsers and CDNs keep them briefly. Without a `locale`
      // parameter the texts follow the visitor's locale cookie, so a cache must key on it.
      reply.header('cache-control', 'public, max-age=60');
      const { locale, country } = request.query;
      if (locale === undefined) reply.header('vary', 'Cookie');
      return getOffer(ctx, request.tenantId, request.params.offerId, {
        locale: locale === undefined ? visitorLocaleOf(request) : localeFromCookie(locale),
        country,
      });
    },
  });
};
