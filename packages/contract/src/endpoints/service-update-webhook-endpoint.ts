import {
  UpdateWebhookEndpointRequestSchema,
  WebhookEndpointIdParamsSchema,
  WebhookEndpointSchema,
} from '../webhook-endpoints';
import { endpoint } from './define-endpoint';

/** Changes the URL, description, event types or enabled; enabling resumes deliveries. */
export const serviceUpdateWebhookEndpoint = endpoint({
  method: 'PATCH',
  path: '/api/service/v1/webhook-endpoints/:endpointId',
  params: WebhookEndpointIdParamsSchema,
  body: UpdateWebhookEndpointRequestSchema,
  response: WebhookEndpointSchema,
  status: 200,
  auth: 'service',
  scopes: ['webhooks:manage'],
});
