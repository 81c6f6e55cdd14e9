import { z } from 'zod';
import { EmailSchema } from './auth';
import { StaffRoleSchema } from './staff';

/**
 * The console's actions on a customer's account and on staff accounts (decision 0122):
 * retry a failed payment, resend an email, end every session, start or cancel a deletion,
 * and invite, list and disable staff. Each is audited with the reason staff give.
 */

/** The longest reason the audit log keeps for an account action. */
export const STAFF_ACTION_REASON_MAX_LENGTH = 500;

/** Why staff did it: required for anything that moves money or access, kept in the audit log. */
export const StaffActionReasonSchema = z
  .string()
  .trim()
  .min(3, 'Say why, in a few words.')
  .max(STAFF_ACTION_REASON_MAX_LENGTH, 'Keep the reason shorter.');

/** A repeat with the same key answers what the first call answered and does nothing more. */
export const StaffIdempotencyKeySchema = z.string().trim().min(8).max(200);

export const StaffEmailParamsSchema = z.object({ emailId: z.uuid() });
export const StaffStaffParamsSchema = z.object({ staffId: z.uuid() });

export const StaffRetryPaymentRequestSchema = z.object({
  reason: StaffActionReasonSchema,
  idempotency_key: StaffIdempotencyKeySchema,
});
export type StaffRetryPaymentRequest = z.input<typeof StaffRetryPaymentRequestSchema>;

/**
 * How a retry ended: `paid` (the invoice is paid, the plan renewed), `declined` (with the
 * gateway's reason, in the payment words of the retry page), `needs_customer_action` (the
 * bank wants the customer to confirm the payment on the retry page).
 */
export const STAFF_RETRY_OUTCOMES = ['paid', 'declined', 'needs_customer_action'] as const;
export type StaffRetryOutcome = (typeof STAFF_RETRY_OUTCOMES)[number];

export const StaffRetryPaymentResponseSchema = z.object({
  outcome: z.enum(STAFF_RETRY_OUTCOMES),
  /** The gateway's reason when declined (`payment_declined`, `insufficient_funds`, …). */
  decline_reason: z.string().nullable(),
  customer_id: z.string(),
  invoice: z.object({
    id: z.string(),
    number: z.string(),
    status: z.string(),
    total_minor: z.number().int(),
    currency: z.string(),
  }),
  subscription: z.object({ id: z.string(), status: z.string() }),
});
export type StaffRetryPaymentResponse = z.infer<typeof StaffRetryPaymentResponseSchema>;

export const StaffResendEmailRequestSchema = z.object({
  /** Optional: resending what the customer already received changes nothing but their inbox. */
  reason: StaffActionReasonSchema.optional(),
  idempotency_key: StaffIdempotencyKeySchema,
});
export type StaffResendEmailRequest = z.input<typeof StaffResendEmailRequestSchema>;

export const StaffResendEmailResponseSchema = z.object({
  customer_id: z.string(),
  original_email_id: z.string(),
  /** The new outbox row: same subject and body, sent like any other email. */
  email: z.object({
    id: z.string(),
    subject: z.string(),
    to: z.string(),
    created_at: z.string(),
  }),
});
export type StaffResendEmailResponse = z.infer<typeof StaffResendEmailResponseSchema>;

/** Ending sessions and deletions touch access: a reason is required. */
export const StaffAccessActionRequestSchema = z.object({ reason: StaffActionReasonSchema });
export type StaffAccessActionRequest = z.input<typeof StaffAccessActionRequestSchema>;

export const StaffEndSessionsResponseSchema = z.object({
  customer_id: z.string(),
  /** How many sessions were open and are now ended (0 on a repeat). */
  ended: z.number().int().nonnegative(),
});
export type StaffEndSessionsResponse = z.infer<typeof StaffEndSessionsResponseSchema>;

export const StaffDeletionResponseSchema = z.object({
  customer_id: z.string(),
  /** False when it was already so (a repeat, or the customer did it first): nothing was sent. */
  changed: z.boolean(),
  deletion: z.object({
    status: z.enum(['none', 'pending']),
    requested_at: z.string().nullable(),
    completes_at: z.string().nullable(),
  }),
});
export type StaffDeletionResponse = z.infer<typeof StaffDeletionResponseSchema>;

export const StaffAccountListItemSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: StaffRoleSchema,
  status: z.enum(['active', 'disabled']),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
});
export type StaffAccountListItem = z.infer<typeof StaffAccountListItemSchema>;

export const StaffAccountListSchema = z.object({
  staff: z.array(StaffAccountListItemSchema),
  /** Invitations sent and neither accepted nor expired. */
  pending_invitations: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      role: StaffRoleSchema,
      expires_at: z.string(),
    }),
  ),
});
export type StaffAccountList = z.infer<typeof StaffAccountListSchema>;

export const StaffInvitationRequestSchema = z.object({ email: EmailSchema, role: StaffRoleSchema });
export type StaffInvitationRequest = z.input<typeof StaffInvitationRequestSchema>;

export const StaffInvitationResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: StaffRoleSchema,
  expires_at: z.string(),
});
export type StaffInvitationResponse = z.infer<typeof StaffInvitationResponseSchema>;

export const StaffInvitationAcceptRequestSchema = z.object({
  token: z.string().trim().min(16).max(200),
  password: z.string().min(1, 'Choose a password.').max(1024, 'This password is too long.'),
});
export type StaffInvitationAcceptRequest = z.input<typeof StaffInvitationAcceptRequestSchema>;

/** Shown once: the server keeps only the secret it must read and the codes' hashes. */
export const StaffInvitationAcceptResponseSchema = z.object({
  staff: z.object({ id: z.string(), email: z.string(), role: StaffRoleSchema }),
  totp_secret: z.string(),
  otpauth_uri: z.string(),
  recovery_codes: z.array(z.string()),
});
export type StaffInvitationAcceptResponse = z.infer<typeof StaffInvitationAcceptResponseSchema>;

export const StaffDisableRequestSchema = z.object({ reason: StaffActionReasonSchema });
export type StaffDisableRequest = z.input<typeof StaffDisableRequestSchema>;

export const StaffDisableResponseSchema = StaffAccountListItemSchema;
