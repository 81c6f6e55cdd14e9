import { z } from 'zod';
import { isPublishedLocale } from '@burrow/domain/locales';
import { SERVICE_SCOPES } from './service-api';
import { WebhookEndpointSchema, WebhookEventTypeSchema } from './webhook-endpoints';

/**
 * The operator console's storefronts, service API keys and webhook endpoints (decision
 * 0125): what an admin used to do with SQL and the CLI. Secrets (a key, a signing secret)
 * appear in one answer only, the one that made them.
 */

/** The currencies the catalogue prices every plan in. */
export const STOREFRONT_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
/** A storefront's slug is its id everywhere (`x-tenant`, `tenant_id`): lower case, digits, dashes. */
export const STOREFRONT_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{1,62}$/;
/** A host name as a browser sends it, without scheme, port or path. */
const HOST_PATTERN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
export const STOREFRONT_MAX_HOSTS = 10;
export const STAFF_ACTION_REASON_MAX_LENGTH = 500;

export const StorefrontSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    STOREFRONT_SLUG_PATTERN,
    'Use 2 to 63 lower-case letters, digits and dashes, starting with a letter or digit.',
  );
export const StorefrontHostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(HOST_PATTERN, 'Enter a host name such as shop.example.com, without https:// or a port.');
const HostsSchema = z
  .array(StorefrontHostSchema)
  .min(1, 'Add at least one host the storefront answers on.')
  .max(STOREFRONT_MAX_HOSTS, `At most ${STOREFRONT_MAX_HOSTS} hosts.`)
  .refine((hosts) => new Set(hosts).size === hosts.length, 'A host is listed twice.');
export const StorefrontCurrencySchema = z.enum(STOREFRONT_CURRENCIES);
export const StorefrontLocaleSchema = z
  .string()
  .trim()
  .refine(isPublishedLocale, 'Choose one of the site languages.');
const NameSchema = z.string().trim().min(1, 'Enter a name.').max(100, 'Keep the name shorter.');
const SellerText = (max: number) => z.string().trim().max(max, 'This is too long.');
const ReasonSchema = z
  .string()
  .trim()
  .min(3, 'Say why, in a few words.')
  .max(STAFF_ACTION_REASON_MAX_LENGTH, 'Keep the reason shorter.');
const IdempotencyKeySchema = z.string().trim().min(8).max(200);

/** A storefront's settings: what it sells in, where it answers, who sells (invoices). */
export const StorefrontSchema = z.object({
  id: z.string(),
  name: z.string(),
  hosts: z.array(z.string()),
  default_currency: StorefrontCurrencySchema,
  default_locale: z.string(),
  legal_name: z.string(),
  address: z.string(),
  tax_id: z.string(),
  support_email: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Storefront = z.infer<typeof StorefrontSchema>;

export const StorefrontListResponseSchema = z.object({ storefronts: z.array(StorefrontSchema) });

/** The seller's details printed on invoices, and where failing webhooks are reported. */
const SellerFields = {
  legal_name: SellerText(200).min(1, 'Enter the legal name printed on invoices.'),
  address: SellerText(500).min(1, 'Enter the address printed on invoices.'),
  tax_id: SellerText(50),
  support_email: z.email('Enter an email address.'),
};

/**
 * A new storefront. It starts selling at once: its catalogue (plans, prices, offers and
 * their translations) is copied from `catalogue_from` (default `burrow`) and its invoices
 * get their own numbering. A slug or host already in use is 409.
 */
export const StorefrontCreateRequestSchema = z.object({
  slug: StorefrontSlugSchema,
  name: NameSchema,
  hosts: HostsSchema,
  default_currency: StorefrontCurrencySchema,
  default_locale: StorefrontLocaleSchema,
  ...SellerFields,
  catalogue_from: StorefrontSlugSchema.optional(),
  reason: ReasonSchema.optional(),
});
export type StorefrontCreateRequest = z.input<typeof StorefrontCreateRequestSchema>;

/** Only the fields sent change; `hosts` replaces the whole list. The slug never changes. */
export const StorefrontUpdateRequestSchema = z.object({
  name: NameSchema.optional(),
  hosts: HostsSchema.optional(),
  default_currency: StorefrontCurrencySchema.optional(),
  default_locale: StorefrontLocaleSchema.optional(),
  legal_name: SellerFields.legal_name.optional(),
  address: SellerFields.address.optional(),
  tax_id: SellerFields.tax_id.optional(),
  support_email: SellerFields.support_email.optional(),
  reason: ReasonSchema,
});
export type StorefrontUpdateRequest = z.input<typeof StorefrontUpdateRequestSchema>;

export const StorefrontParamsSchema = z.object({ storefrontId: StorefrontSlugSchema });
export const StorefrontApiKeyParamsSchema = z.object({
  storefrontId: StorefrontSlugSchema,
  keyId: z.uuid(),
});
export const StorefrontWebhookParamsSchema = z.object({
  storefrontId: StorefrontSlugSchema,
  endpointId: z.uuid(),
});

export const StaffServiceScopeSchema = z.enum(SERVICE_SCOPES);

/** A service API key as lists show it: its prefix, never its secret. */
export const StaffApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(StaffServiceScopeSchema),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type StaffApiKey = z.infer<typeof StaffApiKeySchema>;
export const StaffApiKeyListResponseSchema = z.object({ api_keys: z.array(StaffApiKeySchema) });

export const StaffApiKeyCreateRequestSchema = z.object({
  name: NameSchema,
  scopes: z
    .array(StaffServiceScopeSchema)
    .min(1, 'Choose at least one scope.')
    .max(SERVICE_SCOPES.length),
  reason: ReasonSchema,
  idempotency_key: IdempotencyKeySchema,
});
export type StaffApiKeyCreateRequest = z.input<typeof StaffApiKeyCreateRequestSchema>;

/** `key` (`bk_live_…`/`bk_test_…`) is in this answer only: only its hash is stored. */
export const StaffApiKeyCreatedSchema = z.object({ api_key: StaffApiKeySchema, key: z.string() });
export type StaffApiKeyCreated = z.infer<typeof StaffApiKeyCreatedSchema>;

export const StaffReasonRequestSchema = z.object({ reason: ReasonSchema });
export type StaffReasonRequest = z.input<typeof StaffReasonRequestSchema>;
export const StaffApiKeyRevokedSchema = z.object({ api_key: StaffApiKeySchema });

/** An endpoint with how its deliveries went lately: failed attempts in the last 24 hours. */
export const StaffWebhookEndpointSchema = WebhookEndpointSchema.extend({
  recent_failures: z.number().int().nonnegative(),
  last_failure_at: z.string().nullable(),
});
export type StaffWebhookEndpoint = z.infer<typeof StaffWebhookEndpointSchema>;
export const StaffWebhookEndpointListResponseSchema = z.object({
  endpoints: z.array(StaffWebhookEndpointSchema),
});

export const StaffWebhookEndpointCreateRequestSchema = z.object({
  url: z.string().trim().min(1, 'Enter the URL that receives the events.').max(2048),
  description: z.string().trim().max(500).optional(),
  /** Empty receives every event type. */
  event_types: z.array(WebhookEventTypeSchema).max(100),
  reason: ReasonSchema,
  idempotency_key: IdempotencyKeySchema,
});
export type StaffWebhookEndpointCreateRequest = z.input<
  typeof StaffWebhookEndpointCreateRequestSchema
>;

/** `secret` (`whsec_…`) is in this answer only. */
export const StaffWebhookEndpointCreatedSchema = z.object({
  endpoint: StaffWebhookEndpointSchema,
  secret: z.string(),
});
export type StaffWebhookEndpointCreated = z.infer<typeof StaffWebhookEndpointCreatedSchema>;

/** Disables or enables again (enabling sends what waited). */
export const StaffWebhookEndpointUpdateRequestSchema = z.object({
  enabled: z.boolean(),
  reason: ReasonSchema,
});
export type StaffWebhookEndpointUpdateRequest = z.input<
  typeof StaffWebhookEndpointUpdateRequestSchema
>;

export const StaffWebhookSecretRotateRequestSchema = z.object({
  reason: ReasonSchema,
  idempotency_key: IdempotencyKeySchema,
});
export type StaffWebhookSecretRotateRequest = z.input<typeof StaffWebhookSecretRotateRequestSchema>;
/** The new secret, in this answer only; the old one stopped signing. */
export const StaffWebhookSecretRotatedSchema = z.object({
  endpoint_id: z.string(),
  secret: z.string(),
});
export type StaffWebhookSecretRotated = z.infer<typeof StaffWebhookSecretRotatedSchema>;

/** Console URLs of one storefront's resources. */
export function staffStorefrontPath(storefrontId: string, rest = ''): string {
  return `/api/staff/v1/storefronts/${encodeURIComponent(storefrontId)}${rest}`;
}
