import type { FieldError } from 'react-hook-form';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../../i18n/message-ids';

type GiftField = 'code' | 'email';

// The contract's zod schemas carry English text; the page shows the docs/product.md#gift-card-messages gift-card
// messages (enter code, coupon validation, enter email, email validation) chosen by which
// rule failed, so every locale gets its own words.
const MESSAGES: Record<GiftField, { too_small: MessageId; fallback: MessageId }> = {
  code: { too_small: 'gift.code.required', fallback: 'gift.code.invalid' },
  email: { too_small: 'gift.email.required', fallback: 'gift.email.invalid' },
};

/** The message under a field; errors set from a server answer already carry theirs. */
export function fieldMessage(
  intl: IntlShape,
  field: GiftField,
  error: FieldError | undefined,
): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server' && error.message) return error.message;
  const messages = MESSAGES[field];
  return intl.formatMessage({
    id: error.type === 'too_small' ? messages.too_small : messages.fallback,
  });
}
