import { DeletedWebhookEndpointSchema, WebhookEndpointIdParamsSchema } from '../webhook-endpoints';
import { endpoint } from './define-endpoint';

/** Deletes the endpoint with its deliveries and their log. */
export const serviceDeleteWebhookEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/service/v1/webhook-endpoints/:endpointId',
  params: WebhookEndpointIdParamsSchema,
  body: undefined,
  response: DeletedWebhookEndpointSchema,
  status: 200,
  auth: 'service',
  scopes: ['webhooks:manage'],
});
