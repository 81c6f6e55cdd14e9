import type { PaymentMethodType } from '@burrow/contract/checkout';
import { formatAmount } from '@burrow/domain/money-format';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { PaymentMethodPicker } from '../../../components/payment/payment-method-picker';
import type { PlanChange } from '../hooks/use-plan-change';

/**
 * A change the saved payment method could not pay: why, and paying it through the
 * gateway's own page with any method (that method then pays the renewals).
 */
export function ChangePayment({ flow }: { flow: PlanChange }) {
  const intl = useIntl();
  const [method, setMethod] = useState<PaymentMethodType>('card');
  const { current } = flow;
  if (
    current.step !== 'payment' &&
    current.step !== 'opening' &&
    current.step !== 'authorizing' &&
    current.step !== 'recording'
  ) {
    return null;
  }
  const total = formatAmount(current.attempt.estimate.total, intl.locale);
  const reason = current.step === 'payment' ? current.reason : null;
  return (
    <div className="flex flex-col gap-4">
      {reason ? (
        <Alert tone="error">
          <p className="font-semibold">{intl.formatMessage({ id: reason })}</p>
          <p>{intl.formatMessage({ id: 'my_subscriptions.payment.failed' })}</p>
        </Alert>
      ) : (
        current.step === 'payment' && (
          <Alert tone="info">
            {intl.formatMessage({ id: 'my_subscriptions.payment.required' }, { amount: total })}
          </Alert>
        )
      )}
      <PaymentMethodPicker value={method} onChange={setMethod} disabled={flow.busy} />
      <Button className="self-start" pending={flow.busy} onClick={() => flow.pay(method)}>
        {intl.formatMessage({ id: 'my_subscriptions.payment.pay' }, { amount: total })}
      </Button>
    </div>
  );
}
