import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { httpRequestDuration, renderMetrics } from '../../platform/metrics';
import { readOutboxBacklog } from '../notifications/outbox-backlog';

export const METRICS_PATH = '/metrics';

/** Whether the request carries the configured bearer token; compared in constant time. */
function hasToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const sent = Buffer.from(header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/**
 * Times every request by its route pattern (never the raw URL, which names ids), and serves
 * GET /metrics to whoever holds METRICS_TOKEN (decision 0127). Without a token configured
 * the path answers 404, as if it did not exist: an installation's figures are private.
 */
const metrics: FastifyPluginAsync = async (app) => {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === METRICS_PATH) return;
    httpRequestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.route({
    method: 'GET',
    url: METRICS_PATH,
    handler: async (request, reply) => {
      const token = app.config.metricsToken;
      if (!token) throw new AppError(404, 'not_found', 'Not found.');
      if (!hasToken(request, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError(401, 'unauthenticated', 'The metrics need their bearer token.');
      }
      const scrape = await renderMetrics(app.db, await readOutboxBacklog(app.db, app.clock.now()));
      return reply.type(scrape.contentType).header('cache-control', 'no-store').send(scrape.body);
    },
  });
};

export const metricsPlugin = fp(metrics, { name: 'metrics' });
