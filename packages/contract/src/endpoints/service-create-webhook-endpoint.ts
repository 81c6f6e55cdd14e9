import {
  CreateWebhookEndpointRequestSchema,
  CreatedWebhookEndpointSchema,
} from '../webhook-endpoints';
import { endpoint } from './define-endpoint';

/** Adds an endpoint; the answer carries its signing secret, this once. */
export const serviceCreateWebhookEndpoint = endpoint({
  method: 'POST',
  path: '/api/service/v1/webhook-endpoints',
  body: CreateWebhookEndpointRequestSchema,
  response: CreatedWebhookEndpointSchema,
  status: 201,
  auth: 'service',
  scopes: ['webhooks:manage'],
});
