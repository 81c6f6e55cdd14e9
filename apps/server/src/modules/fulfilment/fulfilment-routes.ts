import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../app-context';
import { serviceKeyOf, serviceRoute } from '../service-keys/require-service-key';
import { fulfilRequest, getFulfilmentRequest, listFulfilmentRequests } from './fulfilment-service';

/**
 * `/api/service/v1/fulfilment-requests`: the back office lists what customers asked for and
 * completes it (decision 0094), with a service API key scoped `fulfilment:write`.
 */
export const fulfilmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const {
    serviceListFulfilmentRequests: list,
    serviceGetFulfilmentRequest: get,
    serviceFulfilRequest: fulfil,
  } = endpoints;

  app.route({
    ...serviceRoute(list),
    method: list.method,
    url: list.path,
    schema: { querystring: list.query, response: { 200: list.response } },
    handler: async (request) =>
      listFulfilmentRequests(ctx, serviceKeyOf(request).tenantId, request.query),
  });

  app.route({
    ...serviceRoute(get),
    method: get.method,
    url: get.path,
    schema: { params: get.params, response: { 200: get.response } },
    handler: async (request) =>
      getFulfilmentRequest(ctx, serviceKeyOf(request).tenantId, request.params.requestId),
  });

  app.route({
    ...serviceRoute(fulfil),
    method: fulfil.method,
    url: fulfil.path,
    schema: { params: fulfil.params, body: fulfil.body, response: { 200: fulfil.response } },
    handler: async (request) =>
      fulfilRequest(ctx, serviceKeyOf(request).tenantId, request.params.requestId, request.body),
  });
};
