import { z } from 'zod';

/**
 * Outbound webhooks (decision 0092): the event types Burrow sends and the service API's
 * management of a storefront's endpoints (`webhooks:manage`). The server emits only these
 * types and filters endpoints by them; this list is the only one.
 */
export const WEBHOOK_EVENT_TYPES = [
  'customer.created',
  'subscription.created',
  'subscription.renewed',
  'subscription.payment_failed',
  'subscription.grace',
  'subscription.expired',
  'subscription.cancelled',
  'subscription.refunded',
  'subscription.plan_changed',
  'subscription.paused',
  'subscription.resumed',
  'entitlements.changed',
  'device.activated',
  'device.removed',
  'addon.fulfilment_requested',
  'account.deleted',
] as const;
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventTypeSchema>;

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

export const WebhookEndpointIdParamsSchema = z.object({ endpointId: z.uuid() });
export const WebhookDeliveryIdParamsSchema = z.object({ deliveryId: z.uuid() });

/**
 * Where events go. The server checks the URL: absolute, https in production (http also in
 * demo mode, for a receiver on the same machine); a bad one is 400 `invalid_request` with
 * `details.fields.url`.
 */
const WebhookUrlSchema = z.string().min(1).max(2048);
/** The types the endpoint receives; empty receives every type. An unknown type is 400. */
const EventTypesSchema = z.array(WebhookEventTypeSchema).max(100);
const DescriptionSchema = z.string().max(500);

/** An endpoint as lists show it: never its secret. */
export const WebhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  event_types: z.array(WebhookEventTypeSchema),
  /** A disabled endpoint's deliveries wait; enabling it again sends them. */
  enabled: z.boolean(),
  /** Why it is disabled: by the operator, or after three days of failed deliveries. */
  disabled_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookEndpointWire = z.infer<typeof WebhookEndpointSchema>;

export const WebhookEndpointListSchema = z.object({ endpoints: z.array(WebhookEndpointSchema) });

export const CreateWebhookEndpointRequestSchema = z.object({
  url: WebhookUrlSchema,
  description: DescriptionSchema.optional(),
  event_types: EventTypesSchema.optional(),
});

/** The signing secret (`whsec_…`) is in this answer only: store it now. */
export const CreatedWebhookEndpointSchema = z.object({
  endpoint: WebhookEndpointSchema,
  secret: z.string(),
});

/** Only the fields sent change; `enabled: true` clears `disabled_reason` and resumes deliveries. */
export const UpdateWebhookEndpointRequestSchema = z.object({
  url: WebhookUrlSchema.optional(),
  description: DescriptionSchema.optional(),
  event_types: EventTypesSchema.optional(),
  enabled: z.boolean().optional(),
});

export const DeletedWebhookEndpointSchema = z.object({
  endpoint_id: z.string(),
  deleted: z.literal(true),
});

/** The new secret, in this answer only; the old one stops signing at once. */
export const RotatedWebhookSecretSchema = z.object({
  endpoint_id: z.string(),
  secret: z.string(),
});

export const WebhookDeliveriesQuerySchema = z.object({
  /** The newest this many deliveries (default 50). */
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const WebhookDeliveryAttemptSchema = z.object({
  attempted_at: z.string(),
  /** Null when no HTTP answer came (refused, timed out). */
  status_code: z.number().int().nullable(),
  /** The first characters of the receiver's answer. */
  response_snippet: z.string(),
  /** The network error, when there was no answer. */
  error: z.string().nullable(),
});

export const WebhookDeliverySchema = z.object({
  delivery_id: z.string(),
  /** The `webhook-id` of every attempt and replay. */
  message_id: z.string(),
  event_type: WebhookEventTypeSchema,
  status: z.enum(['pending', 'delivered', 'failed']),
  /** When a pending delivery is tried next (a disabled endpoint's wait until it is enabled). */
  next_attempt_at: z.string(),
  attempts: z.array(WebhookDeliveryAttemptSchema),
});

/** Newest first. */
export const WebhookDeliveryLogSchema = z.object({ deliveries: z.array(WebhookDeliverySchema) });

/** The delivery is due now, with the same `webhook-id`; the worker sends it within seconds. */
export const ReplayedWebhookDeliverySchema = z.object({
  delivery_id: z.string(),
  status: z.literal('pending'),
  next_attempt_at: z.string(),
});
