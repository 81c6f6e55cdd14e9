import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUserId } from '../identity/authentication';

export const accountNavigationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { navigationPolicy: endpoint } = endpoints;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: { response: { 200: endpoint.response } },
    handler: async (request) => {
      await requireUserId(request);
      const policy = app.config.navigationPolicy;
      return {
        sanctioned_countries: [...policy.sanctionedCountries],
        expert_program_enabled: policy.expertProgramEnabled,
        referral_program_enabled: policy.referralProgramEnabled,
      };
    },
  });
};
