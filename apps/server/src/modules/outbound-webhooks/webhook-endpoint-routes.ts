import { endpoints } from '@burrow/contract/endpoints';
import type {
  WebhookEndpointWire,
  WebhookDeliverySchema,
} from '@burrow/contract/webhook-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { contextOf } from '../../app-context';
import { serviceKeyOf, serviceRoute } from '../service-keys/require-service-key';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  replayWebhookDelivery,
  rotateWebhookSecret,
  updateWebhookEndpoint,
  webhookUrlRule,
  type WebhookDeliveryLogEntry,
  type WebhookEndpoint,
} from './webhook-endpoints';

/** An endpoint on the wire: never its secret. The console's routes answer it too. */
export function endpointWire(endpoint: WebhookEndpoint): WebhookEndpointWire {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    event_types: endpoint.event_types,
    enabled: endpoint.enabled,
    disabled_reason: endpoint.disabled_reason,
    created_at: endpoint.created_at.toISOString(),
    updated_at: endpoint.updated_at.toISOString(),
  };
}

function deliveryWire(entry: WebhookDeliveryLogEntry): z.input<typeof WebhookDeliverySchema> {
  return {
    ...entry,
    next_attempt_at: entry.next_attempt_at.toISOString(),
    // json_agg writes PostgreSQL's own timestamp text; the API speaks ISO 8601.
    attempts: entry.attempts.map((attempt) => ({
      ...attempt,
      attempted_at: new Date(attempt.attempted_at).toISOString(),
    })),
  };
}

/**
 * The back office manages the storefront's outbound webhook endpoints (decision 0092) under
 * `/api/service/v1`, with a service key of scope `webhooks:manage`; the storefront is the
 * key's. The handlers call `webhook-endpoints.ts`, as the CLI does.
 */
export const webhookEndpointRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const urlRule = webhookUrlRule(ctx.config);
  const {
    serviceListWebhookEndpoints: list,
    serviceCreateWebhookEndpoint: create,
    serviceGetWebhookEndpoint: get,
    serviceUpdateWebhookEndpoint: update,
    serviceDeleteWebhookEndpoint: remove,
    serviceRotateWebhookSecret: rotate,
    serviceWebhookDeliveries: deliveries,
    serviceReplayWebhookDelivery: replay,
  } = endpoints;

  app.route({
    ...serviceRoute(list),
    method: list.method,
    url: list.path,
    schema: { response: { 200: list.response } },
    handler: async (request) => ({
      endpoints: (await listWebhookEndpoints(ctx.db, serviceKeyOf(request).tenantId)).map(
        endpointWire,
      ),
    }),
  });

  app.route({
    ...serviceRoute(create),
    method: create.method,
    url: create.path,
    schema: { body: create.body, response: { 201: create.response } },
    handler: async (request, reply) => {
      const { url, description, event_types: eventTypes } = request.body;
      const created = await createWebhookEndpoint(
        ctx.db,
        serviceKeyOf(request).tenantId,
        { url, description, eventTypes },
        ctx.clock.now(),
        urlRule,
      );
      return reply
        .code(201)
        .send({ endpoint: endpointWire(created.endpoint), secret: created.secret });
    },
  });

  app.route({
    ...serviceRoute(get),
    method: get.method,
    url: get.path,
    schema: { params: get.params, response: { 200: get.response } },
    handler: async (request) =>
      endpointWire(
        await getWebhookEndpoint(ctx.db, serviceKeyOf(request).tenantId, request.params.endpointId),
      ),
  });

  app.route({
    ...serviceRoute(update),
    method: update.method,
    url: update.path,
    schema: { params: update.params, body: update.body, response: { 200: update.response } },
    handler: async (request) => {
      const { url, description, event_types: eventTypes, enabled } = request.body;
      return endpointWire(
        await updateWebhookEndpoint(
          ctx.db,
          serviceKeyOf(request).tenantId,
          request.params.endpointId,
          { url, description, eventTypes, enabled },
          ctx.clock.now(),
          urlRule,
        ),
      );
    },
  });

  app.route({
    ...serviceRoute(remove),
    method: remove.method,
    url: remove.path,
    schema: { params: remove.params, response: { 200: remove.response } },
    handler: async (request) => {
      const { endpointId } = request.params;
      await deleteWebhookEndpoint(ctx.db, serviceKeyOf(request).tenantId, endpointId);
      return { endpoint_id: endpointId, deleted: true as const };
    },
  });

  app.route({
    ...serviceRoute(rotate),
    method: rotate.method,
    url: rotate.path,
    schema: { params: rotate.params, response: { 200: rotate.response } },
    handler: async (request) => {
      const { endpointId } = request.params;
      const secret = await rotateWebhookSecret(
        ctx.db,
        serviceKeyOf(request).tenantId,
        endpointId,
        ctx.clock.now(),
      );
      return { endpoint_id: endpointId, secret };
    },
  });

  app.route({
    ...serviceRoute(deliveries),
    method: deliveries.method,
    url: deliveries.path,
    schema: {
      params: deliveries.params,
      querystring: deliveries.query,
      response: { 200: deliveries.response },
    },
    handler: async (request) => ({
      deliveries: (
        await listWebhookDeliveries(
          ctx.db,
          serviceKeyOf(request).tenantId,
          request.params.endpointId,
          request.query.limit,
        )
      ).map(deliveryWire),
    }),
  });

  app.route({
    ...serviceRoute(replay),
    method: replay.method,
    url: replay.path,
    schema: { params: replay.params, response: { 202: replay.response } },
    handler: async (request, reply) => {
      const replayed = await replayWebhookDelivery(
        ctx.db,
        serviceKeyOf(request).tenantId,
        request.params.deliveryId,
        ctx.clock.now(),
      );
      return reply.code(202).send({
        delivery_id: replayed.delivery_id,
        status: 'pending' as const,
        next_attempt_at: replayed.next_attempt_at.toISOString(),
      });
    },
  });
};
