import {
  PasswordResetRequestSchema,
  type PasswordResetRequest,
} from '@burrow/contract/password-reset';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { CheckInboxNotice } from './check-inbox-notice';
import { fieldErrorMessage } from './field-error-message';
import { FormError } from './form-error';

/** Asks for a password-reset link; the answer is the same whether or not the account exists. */
export function PasswordResetRequestForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const intl = useIntl();
  const request = useRequestPasswordReset();
  const { register, handleSubmit, formState } = useForm<PasswordResetRequest>({
    resolver: zodResolver(PasswordResetRequestSchema),
    defaultValues: { email: defaultEmail },
  });

  if (request.isSuccess) {
    return <CheckInboxNotice email={request.variables.email} bodyId="auth.forgot_password.sent" />;
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => request.mutate(values))}
      className="flex flex-col gap-5"
    >
      <FormError error={request.error} />
      <TextField
        label={intl.formatMessage({ id: 'auth.field.email.label' })}
        type="email"
        autoComplete="email"
        autoFocus
        error={fieldErrorMessage(intl, 'email', formState.errors.email)}
        {...register('email')}
      />
      <Button type="submit" pending={request.isPending}>
        {intl.formatMessage({
          id: request.isPending ? 'auth.forgot_password.submitting' : 'auth.forgot_password.submit',
        })}
      </Button>
    </form>
  );
}
