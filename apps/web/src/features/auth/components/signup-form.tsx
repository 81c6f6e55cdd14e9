import { SignupRequestSchema, type SignupRequest } from '@burrow/contract/auth';
import { MIN_PASSWORD_LENGTH } from '@burrow/domain/password-policy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-client';
import { useSignup } from '../api/signup';
import { CheckInboxNotice } from './check-inbox-notice';
import { fieldErrorMessage } from './field-error-message';
import { FormError } from './form-error';

export function SignupForm() {
  const intl = useIntl();
  const signup = useSignup();
  const { register, handleSubmit, setError, formState } = useForm<SignupRequest>({
    resolver: zodResolver(SignupRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit((values) =>
    signup.mutate(values, {
      onError: (error) => {
        // The server judges strength and says why in words meant for the person typing.
        if (isApiError(error, 'weak_password')) {
          setError('password', { type: 'server', message: error.message }, { shouldFocus: true });
        }
      },
    }),
  );

  if (signup.isSuccess) {
    return <CheckInboxNotice email={signup.variables.email} bodyId="auth.signup.sent" />;
  }

  // The weak-password reason sits by the field; any other failure goes above the form.
  const formError = isApiError(signup.error, 'weak_password') ? null : signup.error;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <FormError error={formError} />
      <TextField
        label={intl.formatMessage({ id: 'auth.field.email.label' })}
        type="email"
        autoComplete="email"
        error={fieldErrorMessage(intl, 'email', errors.email)}
        {...register('email')}
      />
      <TextField
        label={intl.formatMessage({ id: 'auth.field.password.label' })}
        type="password"
        autoComplete="new-password"
        hint={intl.formatMessage({ id: 'auth.signup.password_hint' }, { min: MIN_PASSWORD_LENGTH })}
        error={fieldErrorMessage(intl, 'password', errors.password)}
        {...register('password')}
      />
      <Button type="submit" pending={signup.isPending}>
        {intl.formatMessage({
          id: signup.isPending ? 'auth.signup.submitting' : 'auth.signup.submit',
        })}
      </Button>
    </form>
  );
}
