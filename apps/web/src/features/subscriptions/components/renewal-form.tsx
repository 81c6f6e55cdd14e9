import type { PaymentMethodType } from '@burrow/contract/checkout';
import type { Subscription } from '@burrow/contract/subscriptions';
import type { CurrentUser } from '@burrow/contract/users';
import { checkPaymentPreconditions } from '@burrow/domain/payment-validation';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { OrderSummary } from '../../../components/payment/order-summary';
import { PayButton } from '../../../components/payment/pay-button';
import { payLabel } from '../../../components/payment/pay-label';
import { PaymentFailureAlert } from '../../../components/payment/payment-failure-alert';
import { PaymentMethodPicker } from '../../../components/payment/payment-method-picker';
import { summaryStateOf } from '../../../components/payment/summary-state';
import type { Payment } from '../../../components/payment/use-payment';
import { ResidenceFields } from '../../../components/residence/residence-fields';
import { useResidence } from '../../../components/residence/use-residence';
import { useRenewalEstimate } from '../api/get-renewal-estimate';
import type { RenewalPlan } from '../model/renewal-plan';
import { RenewalPlanSummary } from './renewal-plan-summary';

interface RenewalFormProps {
  subscription: Subscription;
  offerId: string;
  plan: RenewalPlan;
  customer: CurrentUser;
  payment: Payment;
  pageViewId: string;
}

/**
 * The renewal's pay form: the plan and its price, where the customer lives (their
 * account's country first), the live estimate, the method, and Pay.
 */
export function RenewalForm({
  subscription,
  offerId,
  plan,
  customer,
  payment,
  pageViewId,
}: RenewalFormProps) {
  const intl = useIntl();
  const [method, setMethod] = useState<PaymentMethodType>('card');
  const [blocked, setBlocked] = useState(false);
  const residence = useResidence({
    email: customer.email,
    defaultCountry: customer.country?.toUpperCase() ?? '',
    idPrefix: `renewal-${subscription.subscription_id}`,
  });
  const request = residence.customer
    ? { offerId, priceIds: [plan.price.id], customer: residence.customer }
    : null;
  const estimate = useRenewalEstimate(request);
  // A placeholder (the previous residence's estimate) is shown but never paid from.
  const quote = request && estimate.isSuccess && !estimate.isPlaceholderData ? estimate.data : null;
  const { state } = payment;
  const locked = payment.busy;

  const pay = () => {
    setBlocked(false);
    if (!residence.submit() || !residence.customer || !quote) return;
    const check = checkPaymentPreconditions({
      email: customer.email,
      country: residence.buyer.country,
      region: residence.buyer.region,
      postalCode: residence.buyer.postalCode,
      currency: quote.currency,
      priceCurrencies: [plan.price.amount.currency],
    });
    if (!check.ok) {
      setBlocked(true);
      return;
    }
    void payment.pay({
      amount: quote.dueToday,
      method,
      order: {
        priceId: plan.price.id,
        priceIds: [plan.price.id],
        offerId,
        customer: { email: customer.email, ...residence.customer },
        userSession: { pageViewId },
      },
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <RenewalPlanSummary plan={plan} />
      <ResidenceFields {...residence.fieldProps} disabled={locked} />
      <OrderSummary state={summaryStateOf(request !== null, estimate)} />
      <PaymentMethodPicker value={method} onChange={setMethod} disabled={locked} />
      <div className="flex flex-col gap-3">
        {state.step === 'failed' && (
          // A signed-in customer cannot be asked to sign in: that failure is a general one.
          <PaymentFailureAlert
            messageId={
              state.failure.kind === 'message' ? state.failure.messageId : 'payment.errors.general'
            }
            detailId={state.failure.kind === 'message' ? state.failure.detailId : null}
            onRetry={payment.retry}
          />
        )}
        {blocked && (
          <Alert tone="error">{intl.formatMessage({ id: 'payment.errors.general' })}</Alert>
        )}
        {(state.step === 'opening' || state.step === 'completing' || state.step === 'done') && (
          <p role="status" className="text-sm font-medium text-slate-800">
            {intl.formatMessage({ id: 'checkout.processing' })}
          </p>
        )}
        <PayButton
          method={method}
          onClick={pay}
          pending={locked}
          disabled={residence.complete && !quote}
          className="self-stretch"
        >
          {payLabel(intl, quote?.dueToday ?? null)}
        </PayButton>
      </div>
    </div>
  );
}
