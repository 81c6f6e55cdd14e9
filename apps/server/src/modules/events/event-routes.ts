import { PAYMENT_OUTCOMES_LIMIT } from '@burrow/contract/analytics';
import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforceRateLimit } from '../../platform/rate-limiter';
import { recordAttemptedSignup, recordPaymentResult } from '../checkout/payment-results';
import { currentSession } from '../identity/authentication';

const DAY_MS = 86_400_000;
const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

// Write-only telemetry from browsers: generous, but bounded so it cannot flood the database.
const EVENT_LIMIT = { name: 'events:client', limit: 600, windowSeconds: 600 };

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const {
    emitEvent,
    writePaymentResult,
    recordAttemptedSignup: attempted,
    eventCounts,
    paymentOutcomes,
  } = endpoints;

  /** The range of UTC days asked for, or the last seven days of the server's clock. */
  const dayRange = (query: { from?: string; to?: string }) => {
    const to = query.to ?? utcDay(app.clock.now());
    const from = query.from ?? utcDay(new Date(Date.parse(to) - 6 * DAY_MS));
    return { from, to };
  };

  // Decision 0059: the operator's counts, per event and page, for days in UTC (both
  // included). Demo mode only, like the mailbox: production has no operator sign-in yet.
  // Without a range it is the last seven days of the server's clock (decision 0061), which
  // the demo clock may have moved away from the browser's.
  if (app.config.demoMode) {
    app.route({
      method: eventCounts.method,
      url: eventCounts.path,
      schema: { querystring: eventCounts.query, response: { 200: eventCounts.response } },
      handler: async (request) => {
        const { from, to } = dayRange(request.query);
        const rows = await app.db.query<{
          event: string;
          page: string | null;
          count: string | number;
          sessions: string | number;
        }>(
          `SELECT event, page, count(*) AS count, count(DISTINCT session_id) AS sessions
           FROM analytics_events
           WHERE tenant_id = $1 AND created_at >= $2::date
             AND created_at < ($3::date + 1)
           GROUP BY event, page
           ORDER BY count(*) DESC, event, page`,
          [request.tenantId, from, to],
        );
        return {
          from,
          to,
          counts: rows.map((row) => ({
            event: row.event,
            page: row.page,
            count: Number(row.count),
            sessions: Number(row.sessions),
          })),
        };
      },
    });
  }
  // Decision 0079: what browsers and checkout reported about payments and sign-ups, newest
  // first, for the operator (and the journeys that prove the browser reports them). Demo
  // mode only, like the counts: it shows buyers' emails.
  if (app.config.demoMode) {
    app.route({
      method: paymentOutcomes.method,
      url: paymentOutcomes.path,
      schema: {
        querystring: paymentOutcomes.query,
        response: { 200: paymentOutcomes.response },
      },
      handler: async (request) => {
        const { from, to } = dayRange(request.query);
        const range = [request.tenantId, from, to, PAYMENT_OUTCOMES_LIMIT];
        const results = await app.db.query<{
          created_at: Date | string;
          source: string;
          event: string;
          result: string;
          type: string;
          gateway: string;
          trans_id: string | null;
          error_code: string | null;
        }>(
          `SELECT created_at, source, event, result, type, gateway, trans_id, error_code
           FROM payment_results
           WHERE tenant_id = $1 AND created_at >= $2::date AND created_at < ($3::date + 1)
           ORDER BY created_at DESC, id
           LIMIT $4`,
          range,
        );
        const signups = await app.db.query<{
          created_at: Date | string;
          email: string;
          signup_stage: string;
        }>(
          `SELECT created_at, email, signup_stage
           FROM attempted_signups
           WHERE tenant_id = $1 AND created_at >= $2::date AND created_at < ($3::date + 1)
           ORDER BY created_at DESC, id
           LIMIT $4`,
          range,
        );
        const at = (moment: Date | string) => new Date(moment).toISOString();
        return {
          from,
          to,
          paymentResults: results.map((row) => ({
            at: at(row.created_at),
            source: row.source,
            event: row.event,
            result: row.result,
            type: row.type,
            gateway: row.gateway,
            transId: row.trans_id,
            errorCode: row.error_code,
          })),
          attemptedSignups: signups.map((row) => ({
            at: at(row.created_at),
            email: row.email,
            signupStage: row.signup_stage,
          })),
        };
      },
    });
  }

  const limit = (tenantId: string, ip: string) =>
    enforceRateLimit(app.db, EVENT_LIMIT, `${tenantId}:${ip}`, app.clock.now());

  app.route({
    method: emitEvent.method,
    url: emitEvent.path,
    schema: { body: emitEvent.body, response: { 202: emitEvent.response } },
    handler: async (request, reply) => {
      await limit(request.tenantId, request.ip);
      const session = await currentSession(request);
      const properties = request.body.properties ?? {};
      const text = (key: string) => {
        const value = properties[key];
        return typeof value === 'string' ? value : null;
      };
      await app.db.query(
        `INSERT INTO analytics_events
           (tenant_id, created_at, user_id, event, properties, session_id, page_view_id, page)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          request.tenantId,
          app.clock.now(),
          session?.user_id ?? null,
          request.body.event,
          JSON.stringify(properties),
          text('session_id'),
          text('page_view_id'),
          text('path'),
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
      // The buyer is whoever the session says, not whatever uid a client claims.
      const session = await currentSession(request);
      await recordPaymentResult(
        app.db,
        {
          tenantId: request.tenantId,
          uid: session?.user_id ?? null,
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
