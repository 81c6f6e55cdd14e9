import { DEDICATED_IP_LOCATION_CODES } from '@burrow/domain/dedicated-ip-locations';
import { z } from 'zod';

/**
 * Fulfilment (decision 0094): what Burrow sold but the VPN's own systems must provide — a
 * dedicated IP address in the chosen location, a holiday eSIM's profile, an Aircove router
 * coupon code. Burrow records a request (and announces it with the
 * `addon.fulfilment_requested` webhook); the back office completes it through the service
 * API with a key scoped `fulfilment:write`, and the customer's page shows the result.
 */
export const FULFILMENT_KINDS = ['dedicated_ip', 'esim', 'router_coupon'] as const;
export const FulfilmentKindSchema = z.enum(FULFILMENT_KINDS);
export type FulfilmentKind = z.infer<typeof FulfilmentKindSchema>;

/**
 * `requested`: waiting for the back office. `fulfilled`: completed, the customer has it.
 * `cancelled`: no longer wanted — the add-on or plan ended, or the customer chose another
 * location first; completing it is refused.
 */
export const FulfilmentStateSchema = z.enum(['requested', 'fulfilled', 'cancelled']);
export type FulfilmentState = z.infer<typeof FulfilmentStateSchema>;

/** What the back office sends to complete a request, by kind. */
export const FulfilmentResultSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('dedicated_ip'),
    ip_address: z.union([z.ipv4(), z.ipv6()], { error: 'Send an IPv4 or IPv6 address.' }),
  }),
  z.object({
    kind: z.literal('esim'),
    /** The eSIM provider's SM-DP+ server (a host name) and the profile's matching id. */
    smdp_address: z
      .string()
      .regex(/^[a-z0-9.-]+$/i, 'Send the SM-DP+ host name.')
      .max(253),
    matching_id: z.string().min(1).max(128),
    data_gb: z.number().int().positive().max(1000),
    expires_at: z.iso.datetime({ offset: true }),
  }),
  z.object({
    kind: z.literal('router_coupon'),
    code: z.string().min(4).max(64),
    expires_at: z.iso.datetime({ offset: true }),
  }),
]);
export type FulfilmentResult = z.infer<typeof FulfilmentResultSchema>;

export const FulfilmentRequestSchema = z.object({
  id: z.uuid(),
  kind: FulfilmentKindSchema,
  state: FulfilmentStateSchema,
  customer_id: z.string(),
  subscription_id: z.string(),
  /** The add-on (a dedicated IP) the request is for; null for a plan's perk. */
  addon_id: z.string().nullable(),
  /** For a dedicated IP: the location the customer chose. */
  location: z.enum(DEDICATED_IP_LOCATION_CODES).nullable(),
  requested_at: z.string(),
  fulfilled_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** What completed it; null until fulfilled. */
  result: FulfilmentResultSchema.nullable(),
});
export type FulfilmentRequest = z.infer<typeof FulfilmentRequestSchema>;

export const FulfilmentRequestListQuerySchema = z.object({
  state: FulfilmentStateSchema.optional(),
  kind: FulfilmentKindSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const FulfilmentRequestListResponseSchema = z.object({
  fulfilment_requests: z.array(FulfilmentRequestSchema),
});

export const FulfilmentRequestIdParamsSchema = z.object({ requestId: z.uuid() });
