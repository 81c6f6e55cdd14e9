import { FieldErrorsSchema } from '@burrow/contract/errors';
import { ERROR_MESSAGE_IDS } from '../../../i18n/error-messages';
import type { MessageId } from '../../../i18n/message-ids';
import { ApiError } from '../../../lib/api-client';

/** What the page does about a failed check or redemption. */
export type GiftFailure =
  /** A field is wrong: show the message by it (and go back to its step). */
  | { kind: 'field'; field: 'code' | 'email'; messageId: MessageId }
  /** The card cannot be used (unknown, already redeemed, expired): a new code is needed. */
  | { kind: 'card'; messageId: MessageId }
  /** The email has an account: sign in to redeem to it. */
  | { kind: 'account_exists' }
  /** Anything else: a message above the form; the same action may be tried again. */
  | { kind: 'general'; messageId: MessageId };

const CARD_CODES = ['gift_card_invalid', 'gift_card_already_redeemed', 'gift_card_expired'];
// Failures whose own words help more than the general gift-card message: wait, reconnect.
const TELLING_CODES = ['rate_limited', 'network_error', 'service_unavailable'] as const;

function fieldsOf(error: ApiError): Record<string, string> {
  const parsed = FieldErrorsSchema.safeParse(error.details);
  return parsed.success ? parsed.data.fields : {};
}

/**
 * docs/product.md#gift-card-messages gift-card messages for a failure: the card's own problems by their error code,
 * the enter-code / enter-email / email-validation messages for field errors, the general
 * gift-card message for anything else. `sentEmail` tells a missing email (a session that
 * ended between the steps) from a refused one.
 */
export function giftFailure(error: unknown, sentEmail = false): GiftFailure {
  if (!(error instanceof ApiError)) return { kind: 'general', messageId: 'gift.error.general' };
  if (CARD_CODES.includes(error.code)) {
    return { kind: 'card', messageId: ERROR_MESSAGE_IDS[error.code] };
  }
  if (error.code === 'account_exists') return { kind: 'account_exists' };
  if (error.code === 'invalid_request') {
    const fields = fieldsOf(error);
    if ('code' in fields) return { kind: 'field', field: 'code', messageId: 'gift.code.required' };
    if ('email' in fields) {
      const messageId = sentEmail ? 'gift.email.invalid' : 'gift.email.required';
      return { kind: 'field', field: 'email', messageId };
    }
  }
  const telling = TELLING_CODES.find((code) => code === error.code);
  if (telling) return { kind: 'general', messageId: ERROR_MESSAGE_IDS[telling] };
  return { kind: 'general', messageId: 'gift.error.general' };
}
