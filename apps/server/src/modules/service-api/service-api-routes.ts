import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../app-context';
import { serviceKeyOf, serviceRoute } from '../service-keys/require-service-key';
import { customerEntitlements, customersByEmail, deviceEntitlements } from './service-api-service';

/**
 * `/api/service/v1`: the back office's API (decision 0090). Every route authenticates with a
 * service API key of the scope its registry entry names; the tenant is the key's.
 */
export const serviceApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const {
    serviceCustomerEntitlements: byCustomer,
    serviceDeviceEntitlements: byDevice,
    serviceCustomerLookup: lookup,
  } = endpoints;

  app.route({
    ...serviceRoute(byCustomer),
    method: byCustomer.method,
    url: byCustomer.path,
    schema: { params: byCustomer.params, response: { 200: byCustomer.response } },
    handler: async (request) =>
      customerEntitlements(ctx, serviceKeyOf(request).tenantId, request.params.customerId),
  });

  app.route({
    ...serviceRoute(byDevice),
    method: byDevice.method,
    url: byDevice.path,
    schema: { params: byDevice.params, response: { 200: byDevice.response } },
    handler: async (request) =>
      deviceEntitlements(ctx, serviceKeyOf(request).tenantId, request.params.deviceId),
  });

  app.route({
    ...serviceRoute(lookup),
    method: lookup.method,
    url: lookup.path,
    schema: { querystring: lookup.query, response: { 200: lookup.response } },
    handler: async (request) =>
      customersByEmail(ctx, serviceKeyOf(request).tenantId, request.query.email),
  });
};
