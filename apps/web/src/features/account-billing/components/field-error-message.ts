import type { FieldError } from 'react-hook-form';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../../i18n/message-ids';

type SettingsField = 'new_email' | 'password' | 'new_password';

// The contract's zod schemas carry English messages; the forms show catalogue messages
// chosen by which rule failed (the zod issue code), so every locale gets its own words.
const MESSAGES: Record<
  SettingsField,
  Partial<Record<string, MessageId>> & { fallback: MessageId }
> = {
  new_email: {
    too_small: 'account_billing.field.email.required',
    too_big: 'account_billing.field.email.too_long',
    fallback: 'account_billing.field.email.invalid',
  },
  password: {
    too_big: 'account_billing.field.password.too_long',
    fallback: 'account_billing.field.password.required',
  },
  new_password: {
    too_big: 'account_billing.field.password.too_long',
    fallback: 'account_billing.field.new_password.required',
  },
};

/**
 * The message to show under a field. Errors set from the server's answer (`type: 'server'`)
 * already carry catalogue text, or for a weak password the server's reason, and are shown
 * as they are.
 */
export function fieldErrorMessage(
  intl: IntlShape,
  field: SettingsField,
  error: FieldError | undefined,
): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server' && error.message) return error.message;
  const messages = MESSAGES[field];
  return intl.formatMessage({ id: messages[error.type] ?? messages.fallback });
}
