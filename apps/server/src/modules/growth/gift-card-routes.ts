import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, visitorLocaleOf } from '../../app-context';
import { enforceRateLimit } from '../../platform/rate-limiter';
import { currentSession, setSessionCookie } from '../identity/authentication';
import { checkGiftCard, redeemGiftCard } from './gift-card-service';

// Codes are secrets worth money: guessing them must be slow. `/redeem` counts in the same
// bucket, so a second door does not double the guesses.
export const GIFT_CARD_LIMIT = { name: 'gift-card:client', limit: 20, windowSeconds: 900 };

export const giftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const { checkGiftCard: check, redeemGiftCard: redeem } = endpoints;

  app.route({
    method: check.method,
    url: check.path,
    schema: { body: check.body, response: { 200: check.response } },
    handler: async (request) => {
      await enforceRateLimit(
        app.db,
        GIFT_CARD_LIMIT,
        `${request.tenantId}:${request.ip}`,
        app.clock.now(),
      );
      return checkGiftCard(ctx, request.tenantId, request.body.code);
    },
  });

  app.route({
    method: redeem.method,
    url: redeem.path,
    schema: { body: redeem.body, response: { 201: redeem.response } },
    handler: async (request, reply) => {
      await enforceRateLimit(
        app.db,
        GIFT_CARD_LIMIT,
        `${request.tenantId}:${request.ip}`,
        app.clock.now(),
      );
      const session = await currentSession(request);
      const result = await redeemGiftCard(
        ctx,
        {
          tenantId: request.tenantId,
          userId: session?.user_id,
          email: request.body.email,
          country: null,
          userAgent: request.headers['user-agent'],
          locale: visitorLocaleOf(request),
        },
        request.body.code,
      );
      if (result.newSession)
        setSessionCookie(reply, result.newSession.token, result.newSession.expiresAt);
      return reply.code(201).send(result.body);
    },
  });
};
