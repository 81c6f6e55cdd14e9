import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { PaymentFailureAlert } from '../../../components/payment/payment-failure-alert';
import type { CheckoutFailure } from '../../../lib/payment/checkout-failure';
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
    <PaymentFailureAlert
      messageId={failure.messageId}
      detailId={failure.detailId}
      onRetry={onRetry}
    >
      {failure.choosePlan && (
        <Link to="/order" className={buttonClasses('secondary')}>
          {intl.formatMessage({ id: 'checkout.errors.see_plans' })}
        </Link>
      )}
    </PaymentFailureAlert>
  );
}
