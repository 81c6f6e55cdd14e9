import { ReplayedWebhookDeliverySchema, WebhookDeliveryIdParamsSchema } from '../webhook-endpoints';
import { endpoint } from './define-endpoint';

/** Sends one delivery again now, with the same `webhook-id`; its retries start over. */
export const serviceReplayWebhookDelivery = endpoint({
  method: 'POST',
  path: '/api/service/v1/webhook-deliveries/:deliveryId/replay',
  params: WebhookDeliveryIdParamsSchema,
  body: undefined,
  response: ReplayedWebhookDeliverySchema,
  status: 202,
  auth: 'service',
  scopes: ['webhooks:manage'],
});
