import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../app-context';
import { enforceRateLimit } from '../../platform/rate-limiter';
import { requireUserId } from '../identity/authentication';
import { GIFT_CARD_LIMIT } from './gift-card-routes';
import { redeemCode } from './redeem-service';

export const redeemRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const { redeemCode: endpoint } = endpoints;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: { body: endpoint.body, response: { 200: endpoint.response } },
    handler: async (request) => {
      const userId = await requireUserId(request);
      await enforceRateLimit(
        app.db,
        GIFT_CARD_LIMIT,
        `${request.tenantId}:${request.ip}`,
        app.clock.now(),
      );
      return redeemCode(
        ctx,
        { tenantId: request.tenantId, userId, userAgent: request.headers['user-agent'] },
        request.body.code,
      );
    },
  });
};
