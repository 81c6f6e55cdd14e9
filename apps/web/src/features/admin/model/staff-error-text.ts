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
  idempotency_key_reused:
    'This refund was already sent with different details. Reload and try again.',
  nothing_to_retry: 'Nothing is due on this invoice any more: reload to see its state.',
  account_deletion_blocked:
    'A subscription billed by the App Store, Google Play or another seller still renews: the customer must cancel it there first.',
  account_exists: 'This address already has a staff account.',
  invalid_or_expired_link:
    'This invitation has expired or was already used. Ask an admin for a new one.',
  weak_password: 'Choose a longer, less common password.',
  service_unavailable: 'The payment provider could not be reached. Try again in a minute.',
  unauthenticated: 'Your session has ended. Sign in again.',
  rate_limited: 'Too many attempts. Wait a few minutes and try again.',
  invalid_request: 'Check what you entered and try again.',
  not_found: 'Nothing was found at this address.',
  csrf_rejected: 'Reload the page and try again.',
  network_error: 'The server could not be reached. Check the connection and try again.',
};

export function staffErrorText(error: unknown): string {
  const code = error instanceof ApiError ? error.code : undefined;
  return (code && TEXT[code]) ?? 'Something went wrong. Try again.';
}
