import { EmailSchema } from '@burrow/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import type { MessageId } from '../../../i18n/message-ids';
import { fieldMessage } from './field-message';
import { signInToRedeemPath } from './sign-in-path';
import { StepHeading } from './step-heading';

// The wire's email rule (the domain's isValidEmail), so the form and the server agree.
const EmailStepSchema = z.object({ email: EmailSchema });

interface EmailStepProps {
  code: string;
  defaultEmail: string;
  /** The server refused the email (or found it missing): shown by the field on arrival. */
  initialError: MessageId | null;
  focusOnMount: boolean;
  onContinue: (email: string) => void;
}

/** Step 2 for a visitor: the email of the account to create, or sign in instead. */
export function EmailStep({
  code,
  defaultEmail,
  initialError,
  focusOnMount,
  onContinue,
}: EmailStepProps) {
  const intl = useIntl();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(EmailStepSchema),
    defaultValues: { email: defaultEmail },
  });

  useEffect(() => {
    if (initialError) {
      setError(
        'email',
        { type: 'server', message: intl.formatMessage({ id: initialError }) },
        { shouldFocus: true },
      );
    }
  }, [initialError, intl, setError]);

  return (
    <div className="flex flex-col gap-5">
      <form
        noValidate
        onSubmit={handleSubmit(({ email }) => onContinue(email))}
        className="flex flex-col gap-5"
      >
        {/* A step opened with an error gives focus to its field (the effect above), not to the
          heading: which of two mount effects runs last differs between renderers. */}
        <StepHeading focusOnMount={focusOnMount && !initialError}>
          {intl.formatMessage({ id: 'gift.step.account.heading' })}
        </StepHeading>
        <TextField
          label={intl.formatMessage({ id: 'gift.email.label' })}
          hint={intl.formatMessage({ id: 'gift.email.hint' })}
          type="email"
          autoComplete="email"
          error={fieldMessage(intl, 'email', formState.errors.email)}
          {...register('email')}
        />
        <Button type="submit" className="self-start">
          {intl.formatMessage({ id: 'gift.email.submit' })}
        </Button>
      </form>
      <p className="text-sm text-slate-700">
        {intl.formatMessage({ id: 'gift.email.have_account' })}{' '}
        <Link to={signInToRedeemPath(code)} className="font-semibold text-indigo-800 underline">
          {intl.formatMessage({ id: 'gift.email.sign_in' })}
        </Link>
      </p>
    </div>
  );
}
