import { WebhookEndpointListSchema } from '../webhook-endpoints';
import { endpoint } from './define-endpoint';

/** The storefront's outbound webhook endpoints (decision 0092); never their secrets. */
export const serviceListWebhookEndpoints = endpoint({
  method: 'GET',
  path: '/api/service/v1/webhook-endpoints',
  body: undefined,
  response: WebhookEndpointListSchema,
  status: 200,
  auth: 'service',
  scopes: ['webhooks:manage'],
});
