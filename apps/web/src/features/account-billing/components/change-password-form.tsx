import {
  PasswordUpdateFormSchema,
  PasswordUpdateRequestSchema,
  type PasswordUpdateRequest,
} from '@burrow/contract/account-settings';
import type { CurrentUser } from '@burrow/contract/users';
import { MIN_PASSWORD_LENGTH } from '@burrow/domain/password-policy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { errorMessageId } from '../../../i18n/error-messages';
import { isApiError } from '../../../lib/api-client';
import { useUpdatePassword } from '../api/update-password';
import { fieldErrorMessage } from './field-error-message';
import { FormError } from './form-error';
import { PasswordConfirmationField } from './password-confirmation-field';

/** Change (or, for an account made at checkout, set) the password. */
export function ChangePasswordForm({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const update = useUpdatePassword();
  const { register, handleSubmit, setError, reset, formState } = useForm<PasswordUpdateRequest>({
    resolver: zodResolver(
      user.has_password ? PasswordUpdateFormSchema : PasswordUpdateRequestSchema,
    ),
    defaultValues: { current_password: '', new_password: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => reset(),
      onError: (error) => {
        if (isApiError(error, 'incorrect_password')) {
          const message = intl.formatMessage({ id: errorMessageId(error) });
          setError('current_password', { type: 'server', message }, { shouldFocus: true });
        } else if (isApiError(error, 'weak_password')) {
          // The server judges strength and says why in words meant for the person typing.
          setError(
            'new_password',
            { type: 'server', message: error.message },
            { shouldFocus: true },
          );
        }
      },
    }),
  );

  const fieldLevel =
    isApiError(update.error, 'incorrect_password') || isApiError(update.error, 'weak_password');

  return (
    <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-5">
      {update.isSuccess && (
        <Alert tone="success">
          {intl.formatMessage({ id: 'account_billing.password.changed' })}
        </Alert>
      )}
      <FormError error={fieldLevel ? null : update.error} />
      <PasswordConfirmationField
        hasPassword={user.has_password}
        label={intl.formatMessage({ id: 'account_billing.field.current_password.label' })}
        error={fieldErrorMessage(intl, 'password', errors.current_password)}
        {...register('current_password')}
      />
      <TextField
        label={intl.formatMessage({ id: 'account_billing.field.new_password.label' })}
        type="password"
        autoComplete="new-password"
        hint={intl.formatMessage(
          { id: 'account_billing.field.new_password.hint' },
          { min: MIN_PASSWORD_LENGTH },
        )}
        error={fieldErrorMessage(intl, 'new_password', errors.new_password)}
        {...register('new_password')}
      />
      <div>
        <Button type="submit" pending={update.isPending}>
          {intl.formatMessage({
            id: update.isPending
              ? 'account_billing.password.submitting'
              : user.has_password
                ? 'account_billing.password.submit'
                : 'account_billing.password.submit_set',
          })}
        </Button>
      </div>
    </form>
  );
}
