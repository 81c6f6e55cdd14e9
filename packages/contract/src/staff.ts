import { z } from 'zod';
import { STAFF_PERMISSIONS, STAFF_ROLES } from '@burrow/domain/staff-permissions';
import { EmailSchema } from './auth';

/**
 * The operator console's API (`/api/staff/v1`, decisions 0113 and 0114): what support,
 * finance and admin staff send and get back. Staff sign in with their own accounts and
 * cookie; a customer's session never counts here.
 */
export const StaffRoleSchema = z.enum(STAFF_ROLES);
export const StaffPermissionSchema = z.enum(STAFF_PERMISSIONS);

/** Six digits from the authenticator app (RFC 6238, 30-second steps). */
export const TotpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the six digits your authenticator app shows.');

/** One of the ten printed at account creation, with or without its dashes, any case. */
export const RecoveryCodeSchema = z
  .string()
  .trim()
  .min(16, 'Enter a recovery code as it was printed.')
  .max(24, 'Enter a recovery code as it was printed.');

/**
 * Email, password and a second factor: the authenticator's code or, when the phone is lost,
 * a recovery code (used up by signing in). Without either the answer is 401
 * `staff_totp_required`, whatever the password.
 */
export const StaffSignInRequestSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'Enter your password.').max(1024, 'This password is too long.'),
  totp_code: TotpCodeSchema.optional(),
  recovery_code: RecoveryCodeSchema.optional(),
});
export type StaffSignInRequest = z.input<typeof StaffSignInRequestSchema>;

/** Who is signed in to the console, and what they may do there. */
export const StaffMeSchema = z.object({
  staff: z.object({
    id: z.string(),
    email: z.string(),
    role: StaffRoleSchema,
  }),
  permissions: z.array(StaffPermissionSchema),
  /** A session unused this long ends: the console warns before. */
  idle_timeout_seconds: z.number().int().positive(),
  /** When the session ends however busy it is. */
  session_expires_at: z.string(),
  /** How many unused recovery codes are left: the console nags when few are. */
  recovery_codes_left: z.number().int().nonnegative(),
});
export type StaffMe = z.infer<typeof StaffMeSchema>;

export const StaffSignedOutSchema = z.object({});

const PageSchema = z.coerce.number().int().min(1).max(10_000).default(1);
const PageSizeSchema = z.coerce.number().int().min(1).max(100).default(25);

/**
 * One search box for everything a customer reads out on the phone: an email (or part of
 * it), an invoice number, a subscription's short reference (`3NQ8-V2XK`), a card's last
 * four digits, or the payment provider's id of a payment, charge or refund (`pi_…`, `ch_…`,
 * `re_…`) from a bank statement or the provider's dashboard.
 */
export const StaffCustomerSearchQuerySchema = z.object({
  query: z.string().trim().min(1, 'Enter something to search for.').max(200),
  page: PageSchema,
  page_size: PageSizeSchema,
});
export type StaffCustomerSearchQuery = z.input<typeof StaffCustomerSearchQuerySchema>;

export const CUSTOMER_MATCH_KINDS = [
  'email',
  'invoice_number',
  'subscription_reference',
  'card_last4',
  'payment_id',
] as const;

export const StaffCustomerSummarySchema = z.object({
  id: z.string(),
  /** The storefront the customer belongs to: staff work across every storefront. */
  tenant_id: z.string(),
  email: z.string(),
  created_at: z.string(),
  /** An erased account keeps its row (invoices point at it) with `deleted:<id>` as email. */
  deleted: z.boolean(),
  /** What in the query found this customer. */
  matched_by: z.array(z.enum(CUSTOMER_MATCH_KINDS)),
  subscriptions: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      status: z.string(),
      price_id: z.string(),
    }),
  ),
});
export type StaffCustomerSummary = z.infer<typeof StaffCustomerSummarySchema>;

export const StaffCustomerSearchResponseSchema = z.object({
  customers: z.array(StaffCustomerSummarySchema),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Whether a next page has more. */
  has_more: z.boolean(),
});
export type StaffCustomerSearchResponse = z.infer<typeof StaffCustomerSearchResponseSchema>;

export const StaffAuditLogQuerySchema = z.object({
  customer_id: z.uuid().optional(),
  /** The start of an action's name: `refund` finds `refund.created`. */
  action: z
    .string()
    .trim()
    .regex(/^[a-z_.-]{1,64}$/, 'an action name or its start, e.g. refund.created')
    .optional(),
  /** Part of the staff member's email address, any case. */
  staff: z.string().trim().min(1).max(254).optional(),
  page: PageSchema,
  page_size: PageSizeSchema,
});
export type StaffAuditLogQuery = z.input<typeof StaffAuditLogQuerySchema>;

/** One thing a staff member did: the log is never changed. */
export const StaffAuditEntrySchema = z.object({
  id: z.string(),
  occurred_at: z.string(),
  staff: z.object({ id: z.string(), email: z.string() }),
  action: z.string(),
  customer_id: z.string().nullable(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  request_id: z.string(),
});
export type StaffAuditEntry = z.infer<typeof StaffAuditEntrySchema>;

export const StaffAuditLogResponseSchema = z.object({
  entries: z.array(StaffAuditEntrySchema),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
});
export type StaffAuditLogResponse = z.infer<typeof StaffAuditLogResponseSchema>;

/** A customer's id, as the console links it from a search result. */
export const StaffCustomerParamsSchema = z.object({ customerId: z.uuid() });

/**
 * What one entry of a customer's timeline records. Stable strings: the console words each
 * one. A `charge_retry_*` is a charge attempt made after a failed one for the same
 * subscription (the dunning schedule's or the customer's "pay now").
 */
export const CUSTOMER_TIMELINE_KINDS = [
  'account_created',
  'email_verified',
  'purchase',
  'renewal',
  'invoice_paid',
  'plan_change',
  'plan_change_failed',
  'charge_succeeded',
  'charge_failed',
  'charge_retry_succeeded',
  'charge_retry_failed',
  // The dunning schedule's own steps (decision 0123): grace entered, a retry planned, a
  // retry's outcome with its number and who started it, the plan ended unpaid.
  'dunning_grace_entered',
  'dunning_retry_scheduled',
  'dunning_retry_failed',
  'dunning_retry_succeeded',
  'dunning_ended_unpaid',
  'refund',
  'refund_requested',
  'dispute',
  'dispute_reversal',
  'subscription_paused',
  'subscription_resumed',
  'renewal_turned_off',
  'autobill_turned_off',
  'autobill_turned_on',
  'device_activated',
  'email_queued',
  'deletion_requested',
  'staff_action',
] as const;
export type CustomerTimelineKind = (typeof CUSTOMER_TIMELINE_KINDS)[number];

const MoneySchema = z.object({ amount_minor: z.number().int(), currency: z.string() });

export const CustomerTimelineEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(CUSTOMER_TIMELINE_KINDS),
  /** When money moved or was asked for. */
  money: MoneySchema.nullable(),
  /**
   * What else the source says: a decline's reason, an invoice's status at that moment, an
   * email's subject, a staff action's name, a pause's length.
   */
  detail: z.string().nullable(),
  invoice_number: z.string().nullable(),
  subscription_reference: z.string().nullable(),
});
export type CustomerTimelineEntry = z.infer<typeof CustomerTimelineEntrySchema>;

/** Everything support needs to answer a customer, read-only; card details stop at the last four. */
export const StaffCustomerDetailSchema = z.object({
  profile: z.object({
    id: z.string(),
    email: z.string(),
    tenant_id: z.string(),
    locale: z.string(),
    country: z.string().nullable(),
    created_at: z.string(),
    email_verified_at: z.string().nullable(),
    deletion: z.object({
      /** `none`, or the latest request's state; `deleted` once erased. */
      state: z.enum(['none', 'pending', 'cancelled', 'completed', 'deleted']),
      completes_at: z.string().nullable(),
    }),
  }),
  subscriptions: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      price_id: z.string(),
      status: z.string(),
      current_period_end: z.string(),
      auto_billing_enabled: z.boolean(),
      billing_system: z.string(),
      addons: z.array(z.object({ product_id: z.string(), status: z.string() })),
    }),
  ),
  devices: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      platform: z.string(),
      activated_at: z.string(),
      subscription_reference: z.string(),
    }),
  ),
  payment_methods: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      brand: z.string().nullable(),
      last4: z.string().nullable(),
      exp_month: z.number().int().nullable(),
      exp_year: z.number().int().nullable(),
      is_default: z.boolean(),
    }),
  ),
  invoices: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      status: z.string(),
      total_minor: z.number().int(),
      currency: z.string(),
      issued_at: z.string(),
      paid_at: z.string().nullable(),
      subscription_reference: z.string().nullable(),
      /** Given back so far, whoever gave it (staff, the customer's request, the provider). */
      refunded_minor: z.number().int().nonnegative(),
      /**
       * What a staff refund could still give back (decision 0119): 0 when the invoice is
       * unpaid, voided, fully refunded, billed elsewhere or has no charge of ours behind it.
       */
      refundable_minor: z.number().int().nonnegative(),
    }),
  ),
  emails: z.array(
    z.object({
      id: z.string(),
      /** The outbox keeps no template name: the subject says which email it was. */
      subject: z.string(),
      to: z.string(),
      status: z.enum(['sent', 'pending', 'failing']),
      created_at: z.string(),
      sent_at: z.string().nullable(),
    }),
  ),
  /** The customer's open sessions (not idle a week, not past 30 days): newest 20 and how many. */
  sessions: z.object({
    count: z.number().int().nonnegative(),
    items: z.array(
      z.object({ created_at: z.string(), last_seen_at: z.string(), expires_at: z.string() }),
    ),
  }),
  /** Newest first. */
  timeline: z.array(CustomerTimelineEntrySchema),
});
export type StaffCustomerDetail = z.infer<typeof StaffCustomerDetailSchema>;

/** The longest reason a staff refund keeps in the audit log. */
export const STAFF_REFUND_REASON_MAX_LENGTH = 500;

export const StaffInvoiceParamsSchema = z.object({ invoiceId: z.uuid() });
export type StaffInvoiceParams = z.infer<typeof StaffInvoiceParamsSchema>;

/**
 * A refund a finance or admin staff member gives (decision 0119). `amount_minor` absent
 * gives back everything of the invoice not yet refunded; `revoke_access` ends the plan the
 * invoice paid for. The same `idempotency_key` always answers the first refund made with it.
 */
export const StaffInvoiceRefundRequestSchema = z.object({
  amount_minor: z.number().int().positive().optional(),
  revoke_access: z.boolean(),
  reason: z
    .string()
    .trim()
    .min(1, 'Say why the money goes back.')
    .max(STAFF_REFUND_REASON_MAX_LENGTH, 'Keep the reason shorter.'),
  idempotency_key: z.string().trim().min(8).max(200),
});
export type StaffInvoiceRefundRequest = z.input<typeof StaffInvoiceRefundRequestSchema>;

/** Why an invoice cannot be refunded here (`invoice_not_refundable`'s `details.reason`). */
export const INVOICE_NOT_REFUNDABLE_REASONS = [
  'unpaid',
  'voided',
  'already_refunded',
  'billed_elsewhere',
  'nothing_charged',
] as const;
export type InvoiceNotRefundableReason = (typeof INVOICE_NOT_REFUNDABLE_REASONS)[number];

/** An invoice's refund state as the console shows it; amounts in minor units. */
export const StaffInvoiceRefundStateSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.string(),
  currency: z.string(),
  total_minor: z.number().int(),
  refunded_minor: z.number().int(),
  remaining_minor: z.number().int(),
});
export type StaffInvoiceRefundState = z.infer<typeof StaffInvoiceRefundStateSchema>;

export const StaffInvoiceRefundResponseSchema = z.object({
  refund: z.object({
    id: z.string(),
    amount_minor: z.number().int(),
    currency: z.string(),
    created_at: z.string(),
    access_revoked: z.boolean(),
  }),
  customer_id: z.string(),
  invoice: StaffInvoiceRefundStateSchema,
  subscription: z.object({ id: z.string(), status: z.string() }).nullable(),
});
export type StaffInvoiceRefundResponse = z.infer<typeof StaffInvoiceRefundResponseSchema>;
