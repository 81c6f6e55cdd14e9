import { WebhookAckSchema } from '@burrow/contract/provider-webhooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../app-context';
import { dispatchStripeEvent } from './stripe-event-dispatcher';
import { verifiedStripeEvent } from './stripe-signature';

export const STRIPE_WEBHOOK_PATH = '/api/v1/webhooks/stripe';

/**
 * `POST /api/v1/webhooks/stripe` (decision 0084), mounted only while Stripe is the provider.
 * Stripe's servers call it: no browser, no Origin, no cookie, no `x-tenant` (the default
 * storefront is resolved and never used — each event names its storefront through Burrow's
 * records of the provider's ids). The signature is the only credential, so the body is
 * verified over the exact bytes received: in this plugin's scope every body is kept as a
 * Buffer and the JSON parser never sees it. Unsigned, wrongly signed or stale → 400
 * `webhook_signature_invalid`, nothing processed; a replay → 200 and nothing done; effects
 * that fail → 500 (rolled back), and Stripe delivers it again.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ webhookSecret: string }> = async (
  app,
  { webhookSecret },
) => {
  const ctx = contextOf(app);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.route({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    // Server to server: no Origin to compare, no cookie read, the signature is the check.
    config: { csrf: false },
    schema: { response: { 200: WebhookAckSchema } },
    handler: async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      const event = verifiedStripeEvent(
        rawBody,
        Array.isArray(header) ? header[0] : header,
        webhookSecret,
        app.clock.now(),
      );
      const { duplicate } = await dispatchStripeEvent(ctx, event);
      return { received: true as const, duplicate };
    },
  });
};
