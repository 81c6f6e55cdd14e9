import { MagicLinkRequestSchema, type MagicLinkRequest } from '@burrow/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useRequestMagicLink } from '../api/request-magic-link';
import { CheckInboxNotice } from './check-inbox-notice';
import { fieldErrorMessage } from './field-error-message';
import { FormError } from './form-error';

interface MagicLinkRequestFormProps {
  onUsePassword: (email: string) => void;
  defaultEmail?: string;
  autoFocus?: boolean;
}

export function MagicLinkRequestForm({
  onUsePassword,
  defaultEmail = '',
  autoFocus = false,
}: MagicLinkRequestFormProps) {
  const intl = useIntl();
  const request = useRequestMagicLink();
  const { register, handleSubmit, getValues, formState } = useForm<MagicLinkRequest>({
    resolver: zodResolver(MagicLinkRequestSchema),
    defaultValues: { email: defaultEmail },
  });

  if (request.isSuccess) {
    return <CheckInboxNotice email={request.variables.email} bodyId="auth.magic_link.sent" />;
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => request.mutate(values))}
      className="flex flex-col gap-5"
    >
      <p className="text-sm text-slate-700">
        {intl.formatMessage({ id: 'auth.magic_link.intro' })}
      </p>
      <FormError error={request.error} />
      <TextField
        label={intl.formatMessage({ id: 'auth.field.email.label' })}
        type="email"
        autoComplete="email"
        autoFocus={autoFocus}
        error={fieldErrorMessage(intl, 'email', formState.errors.email)}
        {...register('email')}
      />
      <Button type="submit" pending={request.isPending}>
        {intl.formatMessage({ id: 'auth.magic_link.submit' })}
      </Button>
      <Button variant="ghost" onClick={() => onUsePassword(getValues('email'))}>
        {intl.formatMessage({ id: 'auth.magic_link.use_password' })}
      </Button>
    </form>
  );
}
