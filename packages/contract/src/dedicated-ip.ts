import { DEDICATED_IP_LOCATION_CODES } from '@burrow/domain/dedicated-ip-locations';
import { z } from 'zod';

export const DedicatedIpLocationCodeSchema = z.enum(DEDICATED_IP_LOCATION_CODES, {
  error: 'Choose one of the listed locations.',
});

export const DedicatedIpLocationSchema = z.object({
  code: DedicatedIpLocationCodeSchema,
  country: z.string().length(2),
});

/**
 * One dedicated IP add-on: waiting for the customer to choose a location, being set up there
 * by the VPN's own systems (a fulfilment request they complete, decision 0094), or holding the
 * address they assigned.
 */
export const DedicatedIpSchema = z.object({
  /** The add-on's id: what the location change addresses. */
  id: z.string(),
  addon_krn: z.string(),
  subscription_krn: z.string(),
  plan_name: z.string(),
  status: z.enum(['awaiting_location', 'being_set_up', 'assigned']),
  location: DedicatedIpLocationCodeSchema.nullable(),
  /** Null until the VPN's systems assign an address. */
  ip_address: z.string().nullable(),
  /** When the customer asked for the current location; null while awaiting one. */
  requested_at: z.string().nullable(),
  assigned_at: z.string().nullable(),
});
export type DedicatedIp = z.infer<typeof DedicatedIpSchema>;

export const DedicatedIpListResponseSchema = z.object({
  dedicated_ips: z.array(DedicatedIpSchema),
  locations: z.array(DedicatedIpLocationSchema),
});
export type DedicatedIpListResponse = z.infer<typeof DedicatedIpListResponseSchema>;

export const DedicatedIpIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

export const DedicatedIpLocationRequestSchema = z.object({
  location: DedicatedIpLocationCodeSchema,
});
export type DedicatedIpLocationRequest = z.input<typeof DedicatedIpLocationRequestSchema>;
