import type { SiteConfigResponse } from '@burrow/contract/site-config';
import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../platform/config';

/**
 * The public part of the payment settings. A provider handed in by the caller ('none', tests
 * only) is answered as the sandbox: the web frames its hosted page the same way.
 */
export function siteConfigOf(config: Config): SiteConfigResponse {
  // Present exactly when Stripe is the provider (platform/config.ts).
  const { stripe } = config;
  return {
    testMode: config.paymentTestMode,
    paymentProvider: stripe ? 'stripe' : 'sandbox',
    stripePublishableKey: stripe?.publishableKey ?? null,
  };
}

/** The configuration the web needs at start, straight from the server's own config. */
export const siteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { siteConfig } = endpoints;
  const answer = siteConfigOf(app.config);
  app.route({
    method: siteConfig.method,
    url: siteConfig.path,
    schema: { response: { 200: siteConfig.response } },
    handler: async () => answer,
  });
};
