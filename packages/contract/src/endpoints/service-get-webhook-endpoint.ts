import { WebhookEndpointIdParamsSchema, WebhookEndpointSchema } from '../webhook-endpoints';
import { endpoint } from './define-endpoint';

export const serviceGetWebhookEndpoint = endpoint({
  method: 'GET',
  path: '/api/service/v1/webhook-endpoints/:endpointId',
  params: WebhookEndpointIdParamsSchema,
  body: undefined,
  response: WebhookEndpointSchema,
  status: 200,
  auth: 'service',
  scopes: ['webhooks:manage'],
});
