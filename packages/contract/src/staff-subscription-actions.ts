import { z } from 'zod';

/**
 * The operator console's subscription actions (decision 0121): extend, cancel, turn
 * automatic renewal off, and grant a complimentary plan. Each one gives away or ends
 * service, so each takes a reason the audit log keeps.
 */

/** The longest reason a subscription action keeps in the audit log. */
export const STAFF_ACTION_REASON_MAX_LENGTH = 500;
export const EXTEND_DAYS_MAX = 366;
export const COMPLIMENTARY_MONTHS_MAX = 24;

const Reason = z
  .string()
  .trim()
  .min(3, 'Say why, in a few words.')
  .max(STAFF_ACTION_REASON_MAX_LENGTH, 'Keep the reason shorter.');
const IdempotencyKey = z.string().trim().min(8).max(200);

export const StaffSubscriptionParamsSchema = z.object({ subscriptionId: z.uuid() });
export type StaffSubscriptionParams = z.infer<typeof StaffSubscriptionParamsSchema>;

export const StaffCustomerActionParamsSchema = z.object({ customerId: z.uuid() });

export const StaffExtendRequestSchema = z.object({
  days: z.number().int().min(1).max(EXTEND_DAYS_MAX),
  reason: Reason,
  idempotency_key: IdempotencyKey,
});
export type StaffExtendRequest = z.input<typeof StaffExtendRequestSchema>;

export const STAFF_CANCEL_WHEN = ['period_end', 'now'] as const;
export type StaffCancelWhen = (typeof STAFF_CANCEL_WHEN)[number];

export const StaffCancelRequestSchema = z.object({
  when: z.enum(STAFF_CANCEL_WHEN),
  reason: Reason,
  idempotency_key: IdempotencyKey,
});
export type StaffCancelRequest = z.input<typeof StaffCancelRequestSchema>;

/** Only off: turning renewal on needs the customer's card and consent, which staff do not give. */
export const StaffAutobillRequestSchema = z.object({
  enabled: z.literal(false),
  reason: Reason,
});
export type StaffAutobillRequest = z.input<typeof StaffAutobillRequestSchema>;

export const StaffComplimentaryRequestSchema = z.object({
  /** A plan price of the customer's storefront (`GET …/complimentary-plans`). */
  plan: z.string().trim().min(1).max(200),
  months: z.number().int().min(1).max(COMPLIMENTARY_MONTHS_MAX),
  reason: Reason,
  idempotency_key: IdempotencyKey,
});
export type StaffComplimentaryRequest = z.input<typeof StaffComplimentaryRequestSchema>;

/** A subscription's state as the actions change it; before/after of their audit entries. */
export const StaffSubscriptionStateSchema = z.object({
  id: z.string(),
  reference: z.string(),
  price_id: z.string(),
  status: z.string(),
  current_period_end: z.string(),
  auto_billing_enabled: z.boolean(),
  revoked: z.boolean(),
  billing_system: z.string(),
  complimentary: z.boolean(),
});
export type StaffSubscriptionState = z.infer<typeof StaffSubscriptionStateSchema>;

export const StaffSubscriptionActionResponseSchema = z.object({
  customer_id: z.string(),
  subscription: StaffSubscriptionStateSchema,
});
export type StaffSubscriptionActionResponse = z.infer<typeof StaffSubscriptionActionResponseSchema>;

export const StaffComplimentaryResponseSchema = StaffSubscriptionActionResponseSchema.extend({
  /** The zero-amount invoice that records the grant. */
  invoice_number: z.string(),
});
export type StaffComplimentaryResponse = z.infer<typeof StaffComplimentaryResponseSchema>;

/** A plan the customer's storefront sells, which a complimentary grant may give. */
export const StaffComplimentaryPlanSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  billing_cycle_months: z.number().int(),
});
export const StaffComplimentaryPlansResponseSchema = z.object({
  plans: z.array(StaffComplimentaryPlanSchema),
});
export type StaffComplimentaryPlan = z.infer<typeof StaffComplimentaryPlanSchema>;

/** Why a subscription action was refused (`subscription_action_not_allowed`'s `details.reason`). */
export const SUBSCRIPTION_ACTION_REFUSALS = ['paused', 'payment_failed'] as const;
export type SubscriptionActionRefusal = (typeof SUBSCRIPTION_ACTION_REFUSALS)[number];
