import { LoginRequestSchema, type LoginRequest } from '@burrow/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useLogin } from '../api/login';
import { fieldErrorMessage } from './field-error-message';
import { FormError } from './form-error';

interface LoginFormProps {
  onSignedIn: () => void;
  /** Switches to the emailed-link form, carrying over what was typed as the email. */
  onUseMagicLink: (email: string) => void;
  defaultEmail?: string;
  autoFocus?: boolean;
}

export function LoginForm({
  onSignedIn,
  onUseMagicLink,
  defaultEmail = '',
  autoFocus = false,
}: LoginFormProps) {
  const intl = useIntl();
  const login = useLogin();
  const { register, handleSubmit, getValues, control, formState } = useForm<LoginRequest>({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = formState;
  // Carried to the reset page in navigation state, so the address never lands in a URL.
  const email = useWatch({ control, name: 'email' });

  const submit = handleSubmit((values) => login.mutate(values, { onSuccess: onSignedIn }));

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <FormError error={login.error} />
      <TextField
        label={intl.formatMessage({ id: 'auth.field.email.label' })}
        type="email"
        autoComplete="email"
        autoFocus={autoFocus}
        error={fieldErrorMessage(intl, 'email', errors.email)}
        {...register('email')}
      />
      <TextField
        label={intl.formatMessage({ id: 'auth.field.password.label' })}
        type="password"
        autoComplete="current-password"
        error={fieldErrorMessage(intl, 'password', errors.password)}
        {...register('password')}
      />
      <Link
        to="/forgot-password"
        state={{ email }}
        className="-mt-3 self-end text-sm font-semibold text-indigo-800 underline"
      >
        {intl.formatMessage({ id: 'auth.login.forgot_password' })}
      </Link>
      <Button type="submit" pending={login.isPending}>
        {intl.formatMessage({
          id: login.isPending ? 'auth.login.submitting' : 'auth.login.submit',
        })}
      </Button>
      <div className="flex items-center gap-3 text-xs text-slate-500 uppercase" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {intl.formatMessage({ id: 'auth.login.or' })}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Button variant="secondary" onClick={() => onUseMagicLink(getValues('email'))}>
        {intl.formatMessage({ id: 'auth.login.use_magic_link' })}
      </Button>
    </form>
  );
}
