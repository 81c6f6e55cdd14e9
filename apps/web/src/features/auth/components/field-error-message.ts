import type { FieldError } from 'react-hook-form';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../../i18n/message-ids';

type AuthField = 'email' | 'password' | 'new_password';

// The contract's zod schemas carry English messages; the form shows catalogue messages
// chosen by which rule failed (the zod issue code), so every locale gets its own words.
const MESSAGES: Record<AuthField, Partial<Record<string, MessageId>> & { fallback: MessageId }> = {
  email: {
    too_small: 'auth.field.email.required',
    too_big: 'auth.field.email.too_long',
    fallback: 'auth.field.email.invalid',
  },
  password: {
    too_big: 'auth.field.password.too_long',
    fallback: 'auth.field.password.required',
  },
  new_password: {
    too_big: 'auth.field.password.too_long',
    fallback: 'auth.field.new_password.required',
  },
};

/**
 * The message to show under a field. Errors the server raised (`type: 'server'`) already
 * carry user-facing text, such as why a password is too weak, and are shown as they are.
 */
export function fieldErrorMessage(
  intl: IntlShape,
  field: AuthField,
  error: FieldError | undefined,
): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server' && error.message) return error.message;
  const messages = MESSAGES[field];
  return intl.formatMessage({ id: messages[error.type] ?? messages.fallback });
}
