import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../app-context';
import { requireUserId } from '../identity/authentication';
import { listDedicatedIps, setDedicatedIpLocation } from './dedicated-ip-service';

export const dedicatedIpRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const { listDedicatedIps: list, setDedicatedIpLocation: setLocation } = endpoints;

  app.route({
    method: list.method,
    url: list.path,
    schema: { response: { 200: list.response } },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return listDedicatedIps(ctx, request.tenantId, userId);
    },
  });

  app.route({
    method: setLocation.method,
    url: setLocation.path,
    schema: {
      params: setLocation.params,
      body: setLocation.body,
      response: { 200: setLocation.response },
    },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return setDedicatedIpLocation(
        ctx,
        request.tenantId,
        userId,
        request.params.id,
        request.body.location,
      );
    },
  });
};
