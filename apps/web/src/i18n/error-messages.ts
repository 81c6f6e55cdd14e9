import { ApiError } from '@burrow/contract/client';
import type { ErrorCode } from '@burrow/contract/errors';
import type { MessageId } from './message-ids';

type ClientErrorCode = ErrorCode | ApiError['code'];

/**
 * Every code the API or the client can produce, mapped to a catalogue message, so a person
 * never reads raw server text for a known failure. A new code in the contract fails the
 * type check here until it has a message.
 */
export const ERROR_MESSAGE_IDS = {
  invalid_request: 'errors.invalid_request',
  unauthenticated: 'errors.unauthenticated',
  forbidden: 'errors.forbidden',
  csrf_rejected: 'errors.csrf_rejected',
  not_found: 'errors.not_found',
  tenant_not_found: 'errors.tenant_not_found',
  rate_limited: 'errors.rate_limited',
  invalid_credentials: 'errors.invalid_credentials',
  email_not_verified: 'errors.email_not_verified',
  weak_password: 'errors.weak_password',
  invalid_or_expired_link: 'errors.invalid_or_expired_link',
  payment_precondition_failed: 'errors.payment_precondition_failed',
  payment_failed: 'errors.payment_failed',
  payment_intent_invalid: 'errors.payment_intent_invalid',
  quote_mismatch: 'errors.quote_mismatch',
  account_exists: 'errors.account_exists',
  free_period_new_users_only: 'errors.free_period_new_users_only',
  coupon_not_applicable: 'errors.coupon_not_applicable',
  offer_not_available: 'errors.offer_not_available',
  already_has_subscription: 'errors.already_has_subscription',
  idempotency_key_reused: 'errors.idempotency_key_reused',
  checkout_in_progress: 'errors.checkout_in_progress',
  gift_card_invalid: 'errors.gift_card_invalid',
  gift_card_already_redeemed: 'errors.gift_card_already_redeemed',
  gift_card_expired: 'errors.gift_card_expired',
  autobill_not_supported: 'errors.autobill_not_supported',
  payment_method_required: 'errors.payment_method_required',
  nothing_to_retry: 'errors.nothing_to_retry',
  pause_not_allowed: 'errors.pause_not_allowed',
  retention_offer_not_available: 'errors.retention_offer_not_available',
  payment_method_in_use: 'errors.payment_method_in_use',
  clock_only_moves_forward: 'errors.clock_only_moves_forward',
  refund_not_available: 'errors.refund_not_available',
  no_pending_refund: 'errors.no_pending_refund',
  plan_change_not_allowed: 'errors.plan_change_not_allowed',
  addon_already_active: 'errors.addon_already_active',
  addon_not_available: 'errors.addon_not_available',
  addon_not_sold_in_country: 'errors.addon_not_sold_in_country',
  not_entitled: 'errors.not_entitled',
  seat_purchase_not_available: 'errors.seat_purchase_not_available',
  seat_action_not_allowed: 'errors.seat_action_not_allowed',
  dedicated_ip_location_full: 'errors.dedicated_ip_location_full',
  invalid_ip_address: 'errors.invalid_ip_address',
  invalid_hostname: 'errors.invalid_hostname',
  activation_code_invalid: 'errors.activation_code_invalid',
  device_limit_reached: 'errors.device_limit_reached',
  device_credential_invalid: 'errors.device_credential_invalid',
  incorrect_password: 'errors.incorrect_password',
  email_mismatch: 'errors.email_mismatch',
  email_taken: 'errors.email_taken',
  reauthentication_required: 'errors.reauthentication_required',
  account_deletion_blocked: 'errors.account_deletion_blocked',
  account_deletion_pending: 'errors.account_deletion_pending',
  no_pending_deletion: 'errors.no_pending_deletion',
  // Answered only to the payment provider's servers (decision 0084); no page shows it.
  webhook_signature_invalid: 'errors.invalid_request',
  // Answered only to the back office's service API calls (decision 0094); no page shows them.
  dedicated_ip_address_taken: 'errors.invalid_request',
  fulfilment_kind_mismatch: 'errors.invalid_request',
  fulfilment_cancelled: 'errors.invalid_request',
  fulfilment_already_completed: 'errors.invalid_request',
  // Answered only to the operator console, which speaks English alone (decision 0115) and
  // words these itself; the customer pages never meet them.
  staff_sign_in_failed: 'errors.invalid_credentials',
  staff_totp_required: 'errors.unauthenticated',
  staff_forbidden: 'errors.forbidden',
  refund_exceeds_remaining: 'errors.invalid_request',
  invoice_not_refundable: 'errors.invalid_request',
  subscription_ended: 'errors.invalid_request',
  subscription_billed_elsewhere: 'errors.invalid_request',
  subscription_action_not_allowed: 'errors.invalid_request',
  storefront_exists: 'errors.invalid_request',
  storefront_host_taken: 'errors.invalid_request',
  coupon_code_taken: 'errors.invalid_request',
  internal_error: 'errors.internal_error',
  service_unavailable: 'errors.service_unavailable',
  network_error: 'errors.network_error',
  unexpected_response: 'errors.unexpected_response',
} as const satisfies Record<ClientErrorCode, MessageId>;

/** The catalogue message for any thrown value; non-API failures get the generic one. */
export function errorMessageId(error: unknown): MessageId {
  if (error instanceof ApiError) return ERROR_MESSAGE_IDS[error.code];
  return 'errors.unexpected';
}
