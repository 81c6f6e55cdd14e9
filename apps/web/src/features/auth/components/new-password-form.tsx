import { PasswordResetFormSchema, type PasswordResetForm } from '@burrow/contract/password-reset';
import { MIN_PASSWORD_LENGTH } from '@burrow/domain/password-policy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { fieldErrorMessage } from './field-error-message';
import { FormError } from './form-error';

interface NewPasswordFormProps {
  /** The emailed reset token: it is spent only when the server accepts the password. */
  token: string;
  onSignedIn: (redirectTo: string) => void;
  /** The link was unknown, used or expired: the page offers a new one instead of the form. */
  onLinkInvalid: () => void;
}

export function NewPasswordForm({ token, onSignedIn, onLinkInvalid }: NewPasswordFormProps) {
  const intl = useIntl();
  const reset = useResetPassword();
  const { register, handleSubmit, setError, formState } = useForm<PasswordResetForm>({
    resolver: zodResolver(PasswordResetFormSchema),
    defaultValues: { new_password: '' },
  });

  const submit = handleSubmit(({ new_password }) =>
    reset.mutate(
      { token, new_password },
      {
        onSuccess: (answer) => onSignedIn(answer.redirect_to),
        onError: (error) => {
          if (isApiError(error, 'invalid_or_expired_link')) onLinkInvalid();
          // The server judges strength and says why in words meant for the person typing.
          else if (isApiError(error, 'weak_password'))
            setError(
              'new_password',
              { type: 'server', message: error.message },
              { shouldFocus: true },
            );
        },
      },
    ),
  );

  // The weak-password reason sits by the field; any other failure goes above the form.
  const formError = isApiError(reset.error, 'weak_password') ? null : reset.error;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <FormError error={formError} />
      <TextField
        label={intl.formatMessage({ id: 'auth.reset_password.field.label' })}
        type="password"
        autoComplete="new-password"
        autoFocus
        hint={intl.formatMessage({ id: 'auth.signup.password_hint' }, { min: MIN_PASSWORD_LENGTH })}
        error={fieldErrorMessage(intl, 'new_password', formState.errors.new_password)}
        {...register('new_password')}
      />
      <Button type="submit" pending={reset.isPending}>
        {intl.formatMessage({
          id: reset.isPending ? 'auth.reset_password.submitting' : 'auth.reset_password.submit',
        })}
      </Button>
    </form>
  );
}
