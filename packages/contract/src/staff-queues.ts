import { z } from 'zod';

/**
 * The operator console's work queues (decision 0123): what is waiting on somebody —
 * renewals in dunning, open disputes, money-back requests in their withdrawal window,
 * account deletions before their erasure. Read-only; each row names its customer so the
 * console links to the customer's page, where the action lives.
 */

const PageSchema = z.coerce.number().int().min(1).max(10_000).default(1);
const PageSizeSchema = z.coerce.number().int().min(1).max(100).default(25);
const MoneySchema = z.object({ amount_minor: z.number().int(), currency: z.string() });
/** A storefront's id (`burrow`, …): staff work across every storefront. */
const StorefrontSchema = z.string().trim().min(1).max(64).optional();

const PagingSchema = {
  page: z.number().int(),
  page_size: z.number().int(),
  /** Whether a next page has more. */
  has_more: z.boolean(),
};

/** Who a row is about: the console links to `/admin/customers/:id`. */
const QueueCustomerSchema = z.object({
  id: z.string(),
  email: z.string(),
  tenant_id: z.string(),
});

/** How a subscription pays: a deployment has one gateway, so the method's kind tells them apart. */
export const DUNNING_PROVIDERS = ['card', 'paypal', 'apple_pay', 'google_pay'] as const;

export const StaffDunningQueueQuerySchema = z.object({
  storefront: StorefrontSchema,
  provider: z.enum(DUNNING_PROVIDERS).optional(),
  /** Only plans whose grace ends within this many days from now (overdue ones included). */
  deadline_within_days: z.coerce.number().int().min(0).max(365).optional(),
  page: PageSchema,
  page_size: PageSizeSchema,
});
export type StaffDunningQueueQuery = z.input<typeof StaffDunningQueueQuerySchema>;

export const StaffDunningQueueItemSchema = z.object({
  subscription_id: z.string(),
  subscription_reference: z.string(),
  customer: QueueCustomerSchema,
  provider: z.enum(DUNNING_PROVIDERS),
  /** The failed renewal's invoice (`payment_due`), when there is one. */
  amount_due: MoneySchema.nullable(),
  invoice_number: z.string().nullable(),
  /** When the renewal first failed: the grace period's start. */
  failed_on: z.string(),
  /** Charge attempts that failed: the renewal and the schedule's retries since. */
  attempts: z.number().int(),
  last_decline_reason: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  /** Null after a hard decline (nothing is retried) or once the schedule is used up. */
  next_retry_at: z.string().nullable(),
  hard_declined: z.boolean(),
  /** When the grace period ends and the plan ends unpaid. */
  grace_ends_at: z.string(),
});
export type StaffDunningQueueItem = z.infer<typeof StaffDunningQueueItemSchema>;

/** Most urgent first: the nearest end of grace. */
export const StaffDunningQueueResponseSchema = z.object({
  items: z.array(StaffDunningQueueItemSchema),
  ...PagingSchema,
});
export type StaffDunningQueueResponse = z.infer<typeof StaffDunningQueueResponseSchema>;

export const DISPUTE_STATUSES = ['open', 'won', 'lost'] as const;

export const StaffDisputeQueueQuerySchema = z.object({
  status: z.enum(DISPUTE_STATUSES).default('open'),
  page: PageSchema,
  page_size: PageSizeSchema,
});
export type StaffDisputeQueueQuery = z.input<typeof StaffDisputeQueueQuerySchema>;

export const StaffDisputeQueueItemSchema = z.object({
  provider: z.string(),
  dispute_id: z.string(),
  customer: QueueCustomerSchema,
  subscription_reference: z.string().nullable(),
  invoice_number: z.string().nullable(),
  amount: MoneySchema,
  /** As the provider words it (`fraudulent`, `product_not_received`, …); null before decision 0123. */
  reason: z.string().nullable(),
  status: z.enum(DISPUTE_STATUSES),
  /** The provider's own status (`needs_response`, `under_review`, …). */
  provider_status: z.string().nullable(),
  evidence_due_by: z.string().nullable(),
  opened_at: z.string(),
  closed_at: z.string().nullable(),
});
export type StaffDisputeQueueItem = z.infer<typeof StaffDisputeQueueItemSchema>;

/** Nearest evidence deadline first, then newest. */
export const StaffDisputeQueueResponseSchema = z.object({
  items: z.array(StaffDisputeQueueItemSchema),
  ...PagingSchema,
});
export type StaffDisputeQueueResponse = z.infer<typeof StaffDisputeQueueResponseSchema>;

export const StaffRefundRequestQueueQuerySchema = z.object({
  storefront: StorefrontSchema,
  page: PageSchema,
  page_size: PageSizeSchema,
});
export type StaffRefundRequestQueueQuery = z.input<typeof StaffRefundRequestQueueQuerySchema>;

/**
 * A money-back request in its withdrawal window: the billing run carries it out at
 * `refund_at` by itself. `overdue` means that moment has passed and it is still waiting
 * (the gateway could not be reached): the one case that needs somebody to look.
 */
export const StaffRefundRequestQueueItemSchema = z.object({
  id: z.string(),
  customer: QueueCustomerSchema,
  subscription_reference: z.string(),
  amount: MoneySchema,
  requested_at: z.string(),
  refund_at: z.string(),
  overdue: z.boolean(),
});
export type StaffRefundRequestQueueItem = z.infer<typeof StaffRefundRequestQueueItemSchema>;

/** The soonest carried out first. */
export const StaffRefundRequestQueueResponseSchema = z.object({
  items: z.array(StaffRefundRequestQueueItemSchema),
  ...PagingSchema,
});
export type StaffRefundRequestQueueResponse = z.infer<typeof StaffRefundRequestQueueResponseSchema>;

export const DELETION_STATUSES = ['pending', 'cancelled', 'completed'] as const;

export const StaffDeletionQueueQuerySchema = z.object({
  status: z.enum(DELETION_STATUSES).default('pending'),
  page: PageSchema,
  page_size: PageSizeSchema,
});
export type StaffDeletionQueueQuery = z.input<typeof StaffDeletionQueueQuerySchema>;

export const StaffDeletionQueueItemSchema = z.object({
  id: z.string(),
  /** An erased account's email is `deleted:<id>`. */
  customer: QueueCustomerSchema,
  status: z.enum(DELETION_STATUSES),
  requested_at: z.string(),
  /** When the account is (or was to be) erased. */
  completes_at: z.string(),
  cancelled_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export type StaffDeletionQueueItem = z.infer<typeof StaffDeletionQueueItemSchema>;

/** The soonest erasure first. */
export const StaffDeletionQueueResponseSchema = z.object({
  items: z.array(StaffDeletionQueueItemSchema),
  ...PagingSchema,
});
export type StaffDeletionQueueResponse = z.infer<typeof StaffDeletionQueueResponseSchema>;
