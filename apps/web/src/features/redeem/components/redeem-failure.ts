import { ERROR_MESSAGE_IDS } from '../../../i18n/error-messages';
import type { MessageId } from '../../../i18n/message-ids';
import { ApiError } from '../../../lib/api-client';

/** Where a failed redemption is told: by the code field, or above the form. */
export type RedeemFailure = { at: 'field' | 'form'; messageId: MessageId };

// The code's own problems belong under the field; the gift-card wording of an unknown code
// would mislead here, where coupons are accepted too.
const FIELD_MESSAGES: Partial<Record<ApiError['code'], MessageId>> = {
  gift_card_invalid: 'redeem.error.unknown_code',
  gift_card_already_redeemed: 'errors.gift_card_already_redeemed',
  gift_card_expired: 'errors.gift_card_expired',
  invalid_request: 'redeem.code.required',
};

export function redeemFailure(error: unknown): RedeemFailure {
  if (!(error instanceof ApiError)) return { at: 'form', messageId: 'errors.unexpected' };
  const field = FIELD_MESSAGES[error.code];
  if (field) return { at: 'field', messageId: field };
  if (error.code === 'not_entitled') return { at: 'form', messageId: 'redeem.error.not_allowed' };
  return { at: 'form', messageId: ERROR_MESSAGE_IDS[error.code] };
}
