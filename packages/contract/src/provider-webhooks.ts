import { z } from 'zod';

/**
 * What Burrow answers a payment provider's webhook (decision 0084). The provider only reads
 * the status (2xx: delivered; anything else: it retries), so the body says no more than
 * whether this delivery was a replay of an event already processed. Not in the endpoint
 * registry: the body it takes is the provider's, and the route exists only while that
 * provider is configured.
 */
export const WebhookAckSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
});
export type WebhookAck = z.infer<typeof WebhookAckSchema>;
