import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../../../components/text-field';

interface PasswordConfirmationFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Whether the account has a password; without one, a recent link sign-in confirms. */
  hasPassword: boolean;
  label: string;
  error?: string | undefined;
}

/**
 * The password that confirms a sensitive change. An account that never set one (made at
 * checkout) confirms with a recent sign-in by emailed link instead, and is told so.
 */
export function PasswordConfirmationField({
  hasPassword,
  label,
  error,
  ...input
}: PasswordConfirmationFieldProps) {
  const intl = useIntl();
  if (!hasPassword) {
    return (
      <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
        {intl.formatMessage({ id: 'account_billing.link_sign_in_note' })}
      </p>
    );
  }
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="current-password"
      error={error}
      {...input}
    />
  );
}
