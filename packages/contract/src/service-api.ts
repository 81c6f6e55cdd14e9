import { z } from 'zod';
import { EmailSchema } from './auth';
import { EntitlementSchema, SubscriptionStateSchema } from './subscriptions';

/**
 * The service API (`/api/service/v1`, decision 0090): what a storefront's back office (the
 * VPN's own servers) asks Burrow with a service API key (`Authorization: Bearer bk_…`),
 * never with a customer's cookie. Each endpoint needs one scope of the key.
 */
export const SERVICE_SCOPES = [
  'entitlements:read',
  'customers:read',
  'fulfilment:write',
  'webhooks:manage',
] as const;
export const ServiceScopeSchema = z.enum(SERVICE_SCOPES);
export type ServiceScope = z.infer<typeof ServiceScopeSchema>;

export const CustomerIdParamsSchema = z.object({ customerId: z.uuid() });
export const ServiceDeviceIdParamsSchema = z.object({ deviceId: z.uuid() });

/** What one subscription entitles its customer to right now. */
export const SubscriptionEntitlementsSchema = z.object({
  subscription_id: z.string(),
  state: SubscriptionStateSchema,
  /** Whether the subscription grants access now; an inactive one entitles to nothing. */
  active: z.boolean(),
  /** The end of the paid period: when access stops unless it renews. */
  current_period_end: z.string(),
  entitlements: z.array(EntitlementSchema),
});

export const CustomerEntitlementsSchema = z.object({
  customer_id: z.string(),
  /** The union over the customer's active subscriptions, each entitlement once. */
  entitlements: z.array(EntitlementSchema),
  subscriptions: z.array(SubscriptionEntitlementsSchema),
});
export type CustomerEntitlements = z.infer<typeof CustomerEntitlementsSchema>;

export const DeviceEntitlementsSchema = z.object({
  device_id: z.string(),
  customer_id: z.string(),
  subscription: SubscriptionEntitlementsSchema,
});
export type DeviceEntitlements = z.infer<typeof DeviceEntitlementsSchema>;

export const CustomerLookupQuerySchema = z.object({ email: EmailSchema });

/** Only what finds the customer again: no name, address or payment details. */
export const CustomerLookupResponseSchema = z.object({
  customers: z.array(z.object({ customer_id: z.string() })),
});
