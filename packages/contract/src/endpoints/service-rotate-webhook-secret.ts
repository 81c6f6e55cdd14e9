import { RotatedWebhookSecretSchema, WebhookEndpointIdParamsSchema } from '../webhook-endpoints';
import { endpoint } from './define-endpoint';

/** A new signing secret, answered this once; the old one stops signing at once. */
export const serviceRotateWebhookSecret = endpoint({
  method: 'POST',
  path: '/api/service/v1/webhook-endpoints/:endpointId/rotate-secret',
  params: WebhookEndpointIdParamsSchema,
  body: undefined,
  response: RotatedWebhookSecretSchema,
  status: 200,
  auth: 'service',
  scopes: ['webhooks:manage'],
});
