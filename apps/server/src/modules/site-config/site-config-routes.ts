import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The configuration the web needs at start, straight from the server's own config. */
export const siteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { siteConfig } = endpoints;
  app.route({
    method: siteConfig.method,
    url: siteConfig.path,
    schema: { response: { 200: siteConfig.response } },
    handler: async () => ({ testMode: app.config.paymentTestMode }),
  });
};
