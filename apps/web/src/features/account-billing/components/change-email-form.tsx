import {
  EmailUpdateFormSchema,
  EmailUpdateRequestSchema,
  type EmailUpdateRequest,
} from '@burrow/contract/account-settings';
import type { CurrentUser } from '@burrow/contract/users';
import { normalizeEmail } from '@burrow/domain/email';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { errorMessageId } from '../../../i18n/error-messages';
import { isApiError } from '../../../lib/api-client';
import { useUpdateEmail } from '../api/update-email';
import { fieldErrorMessage } from './field-error-message';
import { FormError } from './form-error';
import { PasswordConfirmationField } from './password-confirmation-field';

/**
 * Change of sign-in address: the new address gets a confirmation link and nothing changes
 * until it is followed. The current address is sent as `old_email`, so a change made in
 * another tab meanwhile is refused instead of silently overridden.
 */
export function ChangeEmailForm({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const update = useUpdateEmail();
  const { register, handleSubmit, setError, reset, getValues, formState } =
    useForm<EmailUpdateRequest>({
      resolver: zodResolver(user.has_password ? EmailUpdateFormSchema : EmailUpdateRequestSchema),
      defaultValues: { old_email: user.email, new_email: '', password: '' },
    });
  const { errors } = formState;

  const submit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => reset({ old_email: user.email, new_email: '', password: '' }),
      onError: (error) => {
        const message = intl.formatMessage({ id: errorMessageId(error) });
        if (isApiError(error, 'incorrect_password')) {
          setError('password', { type: 'server', message }, { shouldFocus: true });
        } else if (isApiError(error, 'email_taken')) {
          setError('new_email', { type: 'server', message }, { shouldFocus: true });
        }
      },
    }),
  );

  // Wrong password and a taken address are said by their field; the rest above the form.
  const fieldLevel =
    isApiError(update.error, 'incorrect_password') || isApiError(update.error, 'email_taken');
  // The one refinement of the new address besides its format: it must differ from the old.
  const newEmailError =
    errors.new_email?.type === 'custom' &&
    normalizeEmail(getValues('new_email')) === normalizeEmail(user.email)
      ? intl.formatMessage({ id: 'account_billing.field.email.same' })
      : fieldErrorMessage(intl, 'new_email', errors.new_email);

  return (
    <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-5">
      {update.isSuccess && (
        <Alert tone="success">
          {intl.formatMessage(
            { id: 'account_billing.email.sent' },
            { email: <strong className="break-all">{update.data.new_email}</strong> },
          )}
        </Alert>
      )}
      <FormError error={fieldLevel ? null : update.error} />
      <TextField
        label={intl.formatMessage({ id: 'account_billing.email.new_label' })}
        type="email"
        autoComplete="email"
        error={newEmailError}
        {...register('new_email')}
      />
      <PasswordConfirmationField
        hasPassword={user.has_password}
        label={intl.formatMessage({ id: 'account_billing.field.password.label' })}
        error={fieldErrorMessage(intl, 'password', errors.password)}
        {...register('password')}
      />
      <div>
        <Button type="submit" pending={update.isPending}>
          {intl.formatMessage({
            id: update.isPending
              ? 'account_billing.email.submitting'
              : 'account_billing.email.submit',
          })}
        </Button>
      </div>
    </form>
  );
}
