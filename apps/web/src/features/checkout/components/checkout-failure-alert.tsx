import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { buttonClasses } from '../../../components/button-styles';
import type { CheckoutFailure } from '../model/checkout-failure';
import { SignInPrompt } from './sign-in-prompt';

interface CheckoutFailureAlertProps {
  failure: CheckoutFailure;
  email: string;
  /** Records an authorised payment again; only after a server failure. */
  onRetry: (() => void) | null;
}

export function CheckoutFailureAlert({ failure, email, onRetry }: CheckoutFailureAlertProps) {
  const intl = useIntl();
  if (failure.kind === 'sign-in') return <SignInPrompt email={email} />;
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <p className="font-semibold">{intl.formatMessage({ id: failure.messageId })}</p>
      {failure.detailId && <p>{intl.formatMessage({ id: failure.detailId })}</p>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {intl.formatMessage({ id: 'checkout.errors.try_again' })}
        </Button>
      )}
      {failure.choosePlan && (
        <Link to="/order" className={buttonClasses('secondary')}>
          {intl.formatMessage({ id: 'checkout.errors.see_plans' })}
        </Link>
      )}
    </div>
  );
}
