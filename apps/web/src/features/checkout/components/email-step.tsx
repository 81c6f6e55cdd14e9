import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { FormError } from './form-error';
import { useCheckCustomerStatus } from '../api/check-customer-status';
import { useRecordAttemptedSignup } from '../api/record-attempted-signup';
import { buyerErrors } from '../../../lib/residence/buyer-fields';
import { fieldMessage } from '../../../i18n/field-message';
import { SignInPrompt } from './sign-in-prompt';

interface EmailStepProps {
  /** The email may buy: it is new (the account comes with the purchase) or signed in. */
  onContinue: (email: string) => void;
}

/** Step 1: who is buying. An email with an account must sign in first. */
export function EmailStep({ onContinue }: EmailStepProps) {
  const intl = useIntl();
  const status = useCheckCustomerStatus();
  const attemptedSignup = useRecordAttemptedSignup();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [existing, setExisting] = useState<string | null>(null);
  const errorKey = buyerErrors({ email, country: '', region: '', postalCode: '' }).email;

  if (existing) {
    return (
      <SignInPrompt
        email={existing}
        onUseOtherEmail={() => {
          setExisting(null);
          status.reset();
        }}
      />
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (errorKey) return;
    const trimmed = email.trim();
    status.mutate(trimmed, {
      onSuccess: ({ status: answer }) => {
        if (answer === 'existing') {
          setExisting(trimmed);
          return;
        }
        // docs/product.md#payment-outcomes: a new buyer has entered their email; fire and forget (decision 0079).
        attemptedSignup.mutate({ email: trimmed, stage: 'EMAIL_ENTERED' });
        onContinue(trimmed);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{intl.formatMessage({ id: 'checkout.email.intro' })}</p>
      <FormError error={status.error} />
      <TextField
        label={intl.formatMessage({ id: 'checkout.email.label' })}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setTouched(email !== '' || touched)}
        error={touched ? fieldMessage(intl, errorKey) : undefined}
      />
      <Button type="submit" pending={status.isPending} className="self-start">
        {intl.formatMessage({
          id: status.isPending ? 'checkout.email.checking' : 'checkout.email.continue',
        })}
      </Button>
    </form>
  );
}
