import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readContentPage } from './content-files';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contentPage } = endpoints;
  app.route({
    method: contentPage.method,
    url: contentPage.path,
    schema: {
      params: contentPage.params,
      querystring: contentPage.query,
      response: { 200: contentPage.response },
    },
    handler: async (request, reply) => {
      // Short-lived: an operator's new file shows within a minute, without a deploy.
      void reply.header('cache-control', 'public, max-age=60');
      return readContentPage(app.config.contentDir, request.params.slug, request.query.locale);
    },
  });
};
