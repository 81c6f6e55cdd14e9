import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, paymentProviderUnavailable } from '../../platform/errors';
import { GatewayUnavailableError } from '../payments/payment-gateway';
import { apiRoutes } from './api-routes';
import { GATEWAY_CSS, GATEWAY_JS } from './assets';
import { createBuyerActions } from './buyer-actions';
import type { SandboxFaults } from './faults';
import { hostedRoutes } from './hosted-routes';
import { GATEWAY_PREFIX } from './intent-mapping';
import { SCRIPT_PATH, STYLESHEET_PATH } from './page-layout';
import { pageLanguageOf } from './page-language';
import { notFoundPage } from './pages';
import { SandboxGatewayError } from './sandbox-errors';

const FORM_BODY_LIMIT = 16 * 1024;
const ASSET_CACHE = 'public, max-age=300';

/**
 * A browser form post is ours only if it comes from our own origin. Scripts send neither
 * Origin nor Sec-Fetch-Site; for them the client secret is the whole protection, as it is
 * for a PSP's publishable client secret.
 */
function fromOwnOrigin(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    return origin === `${request.protocol}://${request.host}` || origin === publicOrigin;
  }
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/** The same CSP as the app's, except that the app's own pages may frame these. */
function allowSameOriginFraming(reply: FastifyReply): void {
  const csp = reply.getHeader('content-security-policy');
  reply.header(
    'content-security-policy',
    typeof csp === 'string'
      ? csp.replace(/frame-ancestors[^;]*/, "frame-ancestors 'self'")
      : "frame-ancestors 'self'",
  );
  reply.header('x-frame-options', 'SAMEORIGIN');
}

function toAppError(error: SandboxGatewayError): AppError {
  return error.statusCode === 404
    ? new AppError(404, 'not_found', error.message)
    : new AppError(error.statusCode, 'invalid_request', error.message, {
        gateway_code: error.code,
      });
}

/**
 * The sandbox payment provider's HTTP side, under /sandbox-gateway/: hosted pages for the
 * buyer, their stylesheet and script, and the test-token API. It acts like a separate
 * provider, so it ignores Burrow's tenant and session and guards its own posts.
 * Encapsulated (not wrapped in fastify-plugin): its form parser, hooks and error handler
 * apply to its own routes only.
 */
export const sandboxGatewayPlugin: FastifyPluginAsyncZod<{ faults?: SandboxFaults }> = async (
  app,
  { faults },
) => {
  const buyer = createBuyerActions(app.db, app.clock);

  // Hosted forms post urlencoded bodies, which Fastify does not parse by default.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.addHook('onRequest', async (request) => {
    if (request.method === 'POST' && !fromOwnOrigin(request, app.config.publicOrigin)) {
      throw new AppError(403, 'forbidden', 'This payment form was posted from another site.');
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    allowSameOriginFraming(reply);
    // Pages carry the client secret: keep them out of caches and out of the Referer header
    // of any other site. Not `no-referrer`: with it, browsers send `Origin: null` on the
    // pages' own form posts, which the origin check above must refuse.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'same-origin');
    return payload;
  });

  // A wrong secret on a page gets a page; everything else goes to the app's JSON handler.
  app.setErrorHandler(async (error, request, reply) => {
    // An injected outage answers as the provider's own 503 would.
    if (error instanceof GatewayUnavailableError) throw paymentProviderUnavailable();
    if (!(error instanceof SandboxGatewayError)) throw error;
    // The matched route, not the raw URL (decision 0078): `/%73andbox-gateway/pay/…` is a page too.
    if (
      error.statusCode === 404 &&
      request.routeOptions.url?.startsWith(`${GATEWAY_PREFIX}/pay/`)
    ) {
      const page = notFoundPage(pageLanguageOf(request));
      return reply.code(404).type('text/html; charset=utf-8').send(page);
    }
    throw toAppError(error);
  });

  app.get(STYLESHEET_PATH, { schema: { response: { 200: z.string() } } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', ASSET_CACHE).send(GATEWAY_CSS),
  );
  app.get(SCRIPT_PATH, { schema: { response: { 200: z.string() } } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', ASSET_CACHE)
      .send(GATEWAY_JS),
  );

  // Any other path under the prefix is the provider's 404, not the web app's index page.
  app.get(
    `${GATEWAY_PREFIX}/*`,
    { schema: { response: { 404: z.string() } } },
    async (request, reply) =>
      reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(notFoundPage(pageLanguageOf(request))),
  );

  await app.register(hostedRoutes(buyer));
  await app.register(apiRoutes(buyer, faults));
};
