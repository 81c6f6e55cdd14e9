import {
  WebhookDeliveriesQuerySchema,
  WebhookDeliveryLogSchema,
  WebhookEndpointIdParamsSchema,
} from '../webhook-endpoints';
import { endpoint } from './define-endpoint';

/** The endpoint's newest deliveries with every attempt, status code and next attempt. */
export const serviceWebhookDeliveries = endpoint({
  method: 'GET',
  path: '/api/service/v1/webhook-endpoints/:endpointId/deliveries',
  params: WebhookEndpointIdParamsSchema,
  query: WebhookDeliveriesQuerySchema,
  body: undefined,
  response: WebhookDeliveryLogSchema,
  status: 200,
  auth: 'service',
  scopes: ['webhooks:manage'],
});
