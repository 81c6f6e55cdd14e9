import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../app-context';
import { enforceRateLimit } from '../../platform/rate-limiter';
import { requireUserId } from '../identity/authentication';
import { referralProgram } from './referral-program';
import { referralBonus } from './referral-service';

const REFERRAL_LOOKUP_LIMIT = { name: 'referral-bonus:client', limit: 60, windowSeconds: 900 };

export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const { referralBonus: endpoint } = endpoints;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: { querystring: endpoint.query, response: { 200: endpoint.response } },
    handler: async (request) => {
      await enforceRateLimit(
        app.db,
        REFERRAL_LOOKUP_LIMIT,
        `${request.tenantId}:${request.ip}`,
        app.clock.now(),
      );
      const { referrerUserId: _referrer, ...answer } = await referralBonus(
        ctx,
        request.tenantId,
        request.query.referrerId,
        request.query.referralCampaignId,
      );
      return answer;
    },
  });

  const { referralProgram: program } = endpoints;
  app.route({
    method: program.method,
    url: program.path,
    schema: { response: { 200: program.response } },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return referralProgram(ctx, request.tenantId, userId);
    },
  });
};
