import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, visitorLocaleOf } from '../../app-context';
import { currentSession } from '../identity/authentication';
import { sendContactMessage } from './support-message-service';

export const supportMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const { sendContactMessage: send } = endpoints;
  app.route({
    method: send.method,
    url: send.path,
    schema: { body: send.body, response: { 201: send.response } },
    handler: async (request, reply) => {
      const session = await currentSession(request);
      const answer = await sendContactMessage(
        ctx,
        {
          tenantId: request.tenantId,
          ip: request.ip,
          userId: session?.user_id,
          visitorLocale: visitorLocaleOf(request),
        },
        request.body,
      );
      return reply.code(201).send(answer);
    },
  });
};
