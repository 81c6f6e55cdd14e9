import { ApiError } from '@burrow/contract/client';

/**
 * The console's words for a failed call. The console is English only (decision 0115), so
 * it words its own errors instead of the customer catalogue's.
 */
const TEXT: Partial<Record<ApiError['code'], string>> = {
  staff_sign_in_failed: 'The email, password or code is not correct.',
  staff_totp_required: 'Enter the code from your authenticator app, or a recovery code.',
  staff_forbidden: 'Your role does not allow this.',
  refund_exceeds_remaining: 'That is more than is left to refund on this invoice.',
  invoice_not_refundable:
    'This invoice cannot be refunded: it is unpaid, voided, already refunded or billed elsewhere.',
  coupon_code_taken: 'This storefront already has a coupon with this code.',
  idempotency_key_reused:
    'This refund was already sent with different details. Reload and try again.',
  subscription_ended: 'This subscription has already ended.',
  subscription_billed_elsewhere:
    'An app store or partner bills this subscription: it can only be changed there.',
  subscription_action_not_allowed:
    'Not while the subscription is paused or its renewal payment has failed.',
  already_has_subscription:
    'The customer already has an active plan of this product: extend it instead.',
  storefront_exists: 'A storefront with this slug already exists. Choose another slug.',
  storefront_host_taken: 'Another storefront already answers on one of these hosts.',
  nothing_to_retry: 'Nothing is due on this invoice any more: reload to see its state.',
  account_deletion_blocked:
    'A subscription billed by the App Store, Google Play or another seller still renews: the customer must cancel it there first.',
  account_exists: 'This address already has a staff account.',
  invalid_or_expired_link:
    'This invitation has expired or was already used. Ask an admin for a new one.',
  weak_password: 'Choose a longer, less common password.',
  service_unavailable:
    'The payment provider could not be reached. Nothing was charged or refunded: try again in a minute.',
  unauthenticated: 'Your session has ended. Sign in again.',
  rate_limited: 'Too many attempts. Wait a few minutes and try again.',
  invalid_request: 'Check what you entered and try again.',
  not_found: 'Nothing was found at this address.',
  csrf_rejected: 'Reload the page and try again.',
  network_error: 'The server could not be reached. Check the connection and try again.',
};

/** `invoice_not_refundable`'s `details.reason` (decision 0119), worded for the console. */
const NOT_REFUNDABLE: Record<string, string> = {
  unpaid: 'This invoice is not paid yet, so there is nothing to refund.',
  voided: 'This invoice was voided, so there is nothing to refund.',
  already_refunded: 'This invoice is already refunded in full.',
  billed_elsewhere:
    'This plan is billed by the App Store, Google Play, PayPal (legacy) or a partner: refund it there.',
  nothing_charged: 'No payment of ours is behind this invoice, so there is nothing to give back.',
};

/** The details of an error, when the server sent an object of them. */
function detailsOf(error: ApiError): Record<string, unknown> {
  return typeof error.details === 'object' && error.details !== null
    ? (error.details as Record<string, unknown>)
    : {};
}

export function staffErrorText(error: unknown): string {
  const code = error instanceof ApiError ? error.code : undefined;
  if (error instanceof ApiError && code === 'invoice_not_refundable') {
    const reason = detailsOf(error).reason;
    if (typeof reason === 'string' && NOT_REFUNDABLE[reason]) return NOT_REFUNDABLE[reason];
  }
  return (code && TEXT[code]) ?? 'Something went wrong. Try again.';
}
