import { z } from 'zod';

/**
 * Every error code the API can answer with. Codes are stable: the web maps each to a
 * catalogue message, so renaming one is a breaking change.
 */
export const ERROR_CODES = [
  'invalid_request',
  'unauthenticated',
  'forbidden',
  'csrf_rejected',
  'not_found',
  'tenant_not_found',
  'rate_limited',
  'invalid_credentials',
  'email_not_verified',
  'weak_password',
  'invalid_or_expired_link',
  'payment_precondition_failed',
  'payment_failed',
  'payment_intent_invalid',
  'quote_mismatch',
  'account_exists',
  'free_period_new_users_only',
  'coupon_not_applicable',
  'offer_not_available',
  'already_has_subscription',
  'idempotency_key_reused',
  'checkout_in_progress',
  'gift_card_invalid',
  'gift_card_already_redeemed',
  'gift_card_expired',
  'autobill_not_supported',
  'payment_method_required',
  'nothing_to_retry',
  'pause_not_allowed',
  'retention_offer_not_available',
  'payment_method_in_use',
  'clock_only_moves_forward',
  'refund_not_available',
  'no_pending_refund',
  'plan_change_not_allowed',
  'addon_already_active',
  'addon_not_available',
  'addon_not_sold_in_country',
  'incorrect_password',
  'email_mismatch',
  'email_taken',
  'reauthentication_required',
  'account_deletion_blocked',
  'account_deletion_pending',
  'no_pending_deletion',
  'not_entitled',
  'seat_purchase_not_available',
  'seat_action_not_allowed',
  'dedicated_ip_location_full',
  'dedicated_ip_address_taken',
  'fulfilment_kind_mismatch',
  'fulfilment_cancelled',
  'fulfilment_already_completed',
  'invalid_ip_address',
  'invalid_hostname',
  'activation_code_invalid',
  'device_limit_reached',
  'device_credential_invalid',
  'webhook_signature_invalid',
  'staff_sign_in_failed',
  'staff_totp_required',
  'staff_forbidden',
  'refund_exceeds_remaining',
  'invoice_not_refundable',
  'subscription_ended',
  'subscription_billed_elsewhere',
  'subscription_action_not_allowed',
  'storefront_exists',
  'storefront_host_taken',
  'coupon_code_taken',
  'internal_error',
  'service_unavailable',
] as const;

export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ErrorBodySchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Field-level problems travel in `details.fields`: field path → message. */
export const FieldErrorsSchema = z.object({ fields: z.record(z.string(), z.string()) });
