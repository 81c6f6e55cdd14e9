import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforceRateLimit } from '../../platform/rate-limiter';
import { recordAttemptedSignup, recordPaymentResult } from '../checkout/payment-results';
import { currentSession } from '../identity/authentication';

// Write-only telemetry from browsers: generous, but bounded so it cannot flood the database.
const EVENT_LIMIT = { name: 'events:client', limit: 600, windowSeconds: 600 };

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { emitEvent, writePaymentResult, recordAttemptedSignup: attempted } = endpoints;
  const limit = (tenantId: string, ip: string) =>
    enforceRateLimit(app.db, EVENT_LIMIT, `${tenantId}:${ip}`, app.clock.now());

  app.route({
    method: emitEvent.method,
    url: emitEvent.path,
    schema: { body: emitEvent.body, response: { 202: emitEvent.response } },
    handler: async (request, reply) => {
      await limit(request.tenantId, request.ip);
      const session = await currentSession(request);
      await app.db.query(
        `INSERT INTO analytics_events (tenant_id, created_at, user_id, event, properties) VALUES ($1, $2, $3, $4, $5)`,
        [
          request.tenantId,
          app.clock.now(),
          session?.user_id ?? null,
          request.body.event,
          JSON.stringify(request.body.properties ?? {}),
        ],
      );
      return reply.code(202).send({ status: 'accepted' });
    },
  });

  app.route({
    method: writePaymentResult.method,
    url: writePaymentResult.path,
    schema: { body: writePaymentResult.body, response: { 202: writePaymentResult.response } },
    handler: async (request, reply) => {
      await limit(request.tenantId, request.ip);
      const b = request.body;
      await recordPaymentResult(
        app.db,
        {
          tenantId: request.tenantId,
          uid: b.uid ?? null,
          event: b.event,
          source: `web:${b.source}`,
          result: b.result,
          type: b.type,
          gateway: b.gateway,
          transId: b.transId ?? null,
          errorCode: b.errorCode ?? null,
          errorText: b.errorText ?? null,
          checkoutAttemptId: null,
        },
        app.clock.now(),
      );
      return reply.code(202).send({ status: 'accepted' });
    },
  });

  app.route({
    method: attempted.method,
    url: attempted.path,
    schema: { body: attempted.body, response: { 202: attempted.response } },
    handler: async (request, reply) => {
      await limit(request.tenantId, request.ip);
      await recordAttemptedSignup(
        app.db,
        request.tenantId,
        request.body.email.toLowerCase(),
        request.body.signup_stage,
        app.clock.now(),
      );
      return reply.code(202).send({ status: 'accepted' });
    },
  });
};
