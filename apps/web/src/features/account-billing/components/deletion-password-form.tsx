import {
  DeletionFormSchema,
  DeletionRequestSchema,
  type DeletionRequest,
} from '@burrow/contract/account-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/button';
import { isApiError } from '../../../lib/api-client';
import type { MessageId } from '../../../i18n/message-ids';
import { fieldErrorMessage } from './field-error-message';
import { FormError } from './form-error';
import { PasswordConfirmationField } from './password-confirmation-field';

interface DeletionPasswordFormProps {
  hasPassword: boolean;
  submitId: MessageId;
  pendingId: MessageId;
  pending: boolean;
  error: unknown;
  /** Submits; the caller reports a wrong password back through `onWrongPassword`. */
  onSubmit: (body: DeletionRequest, onWrongPassword: (message: string) => void) => void;
}

/** The password (or recent link sign-in) that confirms a deletion, and its button. */
export function DeletionPasswordForm({
  hasPassword,
  submitId,
  pendingId,
  pending,
  error,
  onSubmit,
}: DeletionPasswordFormProps) {
  const intl = useIntl();
  const { register, handleSubmit, setError, formState } = useForm<DeletionRequest>({
    resolver: zodResolver(hasPassword ? DeletionFormSchema : DeletionRequestSchema),
    defaultValues: { password: '' },
  });
  const submit = handleSubmit((values) =>
    onSubmit(values, (message) =>
      setError('password', { type: 'server', message }, { shouldFocus: true }),
    ),
  );
  // A wrong password is said by the field (set through onWrongPassword), the rest above.
  const wrongPassword = isApiError(error, 'incorrect_password');
  return (
    <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
      <FormError error={wrongPassword ? null : error} />
      <PasswordConfirmationField
        hasPassword={hasPassword}
        label={intl.formatMessage({ id: 'account_billing.field.password.label' })}
        error={fieldErrorMessage(intl, 'password', formState.errors.password)}
        {...register('password')}
      />
      <div>
        <Button type="submit" pending={pending} className="bg-red-700 text-white hover:bg-red-800">
          {intl.formatMessage({ id: pending ? pendingId : submitId })}
        </Button>
      </div>
    </form>
  );
}
