import { staffEndpoints } from '@burrow/contract/staff-endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../app-context';
import { createStorefront, listStorefronts, updateStorefront } from '../tenancy/storefront-service';
import { staffOf, staffRoute } from './staff-authentication';
import {
  createStorefrontApiKey,
  createStorefrontWebhookEndpoint,
  listStorefrontApiKeys,
  listStorefrontWebhookEndpoints,
  revokeStorefrontApiKey,
  rotateStorefrontWebhookSecret,
  setStorefrontWebhookEndpointEnabled,
  type StaffActor,
} from './staff-integrations';

/** Storefronts, service API keys and webhook endpoints in the console (decision 0125; README). */
export const staffStorefrontsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const actor = (request: FastifyRequest): StaffActor => ({
    staffId: staffOf(request).id,
    requestId: request.id,
  });
  const {
    staffListStorefronts: list,
    staffCreateStorefront: create,
    staffUpdateStorefront: update,
    staffListApiKeys: listKeys,
    staffCreateApiKey: createKey,
    staffRevokeApiKey: revokeKey,
    staffListWebhookEndpoints: listHooks,
    staffCreateWebhookEndpoint: createHook,
    staffUpdateWebhookEndpoint: updateHook,
    staffRotateWebhookSecret: rotateHook,
  } = staffEndpoints;

  app.route({
    ...staffRoute(list),
    method: list.method,
    url: list.path,
    schema: { response: { 200: list.response } },
    handler: async () => ({ storefronts: await listStorefronts(app.db) }),
  });

  app.route({
    ...staffRoute(create),
    method: create.method,
    url: create.path,
    schema: { body: create.body, response: { 201: create.response } },
    handler: async (request, reply) => {
      const created = await createStorefront(app.db, request.body, app.clock.now(), actor(request));
      // Its hosts answer at once in this process; others notice within the reload interval.
      await app.tenantDirectory.reload();
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...staffRoute(update),
    method: update.method,
    url: update.path,
    schema: { params: update.params, body: update.body, response: { 200: update.response } },
    handler: async (request) => {
      const updated = await updateStorefront(
        app.db,
        request.params.storefrontId,
        request.body,
        app.clock.now(),
        actor(request),
      );
      await app.tenantDirectory.reload();
      return updated;
    },
  });

  app.route({
    ...staffRoute(listKeys),
    method: listKeys.method,
    url: listKeys.path,
    schema: { params: listKeys.params, response: { 200: listKeys.response } },
    handler: async (request) => ({
      api_keys: await listStorefrontApiKeys(ctx, request.params.storefrontId),
    }),
  });

  app.route({
    ...staffRoute(createKey),
    method: createKey.method,
    url: createKey.path,
    schema: {
      params: createKey.params,
      body: createKey.body,
      response: { 201: createKey.response },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await createStorefrontApiKey(
            ctx,
            request.params.storefrontId,
            request.body,
            actor(request),
          ),
        ),
  });

  app.route({
    ...staffRoute(revokeKey),
    method: revokeKey.method,
    url: revokeKey.path,
    schema: {
      params: revokeKey.params,
      body: revokeKey.body,
      response: { 200: revokeKey.response },
    },
    handler: async (request) => ({
      api_key: await revokeStorefrontApiKey(
        ctx,
        request.params.storefrontId,
        request.params.keyId,
        request.body.reason,
        actor(request),
      ),
    }),
  });

  app.route({
    ...staffRoute(listHooks),
    method: listHooks.method,
    url: listHooks.path,
    schema: { params: listHooks.params, response: { 200: listHooks.response } },
    handler: async (request) => ({
      endpoints: await listStorefrontWebhookEndpoints(ctx, request.params.storefrontId),
    }),
  });

  app.route({
    ...staffRoute(createHook),
    method: createHook.method,
    url: createHook.path,
    schema: {
      params: createHook.params,
      body: createHook.body,
      response: { 201: createHook.response },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await createStorefrontWebhookEndpoint(
            ctx,
            request.params.storefrontId,
            request.body,
            actor(request),
          ),
        ),
  });

  app.route({
    ...staffRoute(updateHook),
    method: updateHook.method,
    url: updateHook.path,
    schema: {
      params: updateHook.params,
      body: updateHook.body,
      response: { 200: updateHook.response },
    },
    handler: async (request) =>
      setStorefrontWebhookEndpointEnabled(
        ctx,
        request.params.storefrontId,
        request.params.endpointId,
        request.body.enabled,
        request.body.reason,
        actor(request),
      ),
  });

  app.route({
    ...staffRoute(rotateHook),
    method: rotateHook.method,
    url: rotateHook.path,
    schema: {
      params: rotateHook.params,
      body: rotateHook.body,
      response: { 200: rotateHook.response },
    },
    handler: async (request) =>
      rotateStorefrontWebhookSecret(
        ctx,
        request.params.storefrontId,
        request.params.endpointId,
        request.body,
        actor(request),
      ),
  });
};
