import type { OfferResponse } from '@burrow/contract/offers';
import { checkPaymentPreconditions } from '@burrow/domain/payment-validation';
import { specialOfferTag } from '@burrow/domain/special-offers';
import { useEffect, useEffectEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { OrderSummary } from '../../../components/payment/order-summary';
import { PayButton } from '../../../components/payment/pay-button';
import { payLabel } from '../../../components/payment/pay-label';
import { PaymentDialog } from '../../../components/payment/payment-dialog';
import { PaymentMethodPicker } from '../../../components/payment/payment-method-picker';
import { summaryStateOf } from '../../../components/payment/summary-state';
import { usePayment } from '../../../components/payment/use-payment';
import { ResidenceFields } from '../../../components/residence/residence-fields';
import { isApiError } from '../../../lib/api-client';
import { readAttribution } from '../../../lib/attribution';
import { isFailedSignupPayment, type PaymentOutcome } from '../../../lib/payment/payment-outcome';
import { useRecordAttemptedSignup } from '../api/record-attempted-signup';
import { useEstimate } from '../api/get-estimate';
import { useCoupon } from '../hooks/use-coupon';
import { useOrderDraft } from '../hooks/use-order-draft';
import { usePurchaseComplete } from '../hooks/use-purchase-complete';
import type { SelectedPlan } from '../model/plan-selection';
import { AddonOptions } from './addon-options';
import { CheckoutFailureAlert } from './checkout-failure-alert';
import { CouponField } from './coupon-field';
import { MarketingConsent } from './marketing-consent';

interface PaymentStepProps {
  offer: OfferResponse;
  plan: SelectedPlan;
  email: string;
  defaultCountry: string;
  /** The buyer has no account yet: a refused payment is an attempted sign-up (spec §7). */
  newCustomer: boolean;
}

/** Step 2: residence, add-ons, coupon, the live estimate, the method, and paying. */
export function PaymentStep({ offer, plan, email, defaultCountry, newCustomer }: PaymentStepProps) {
  const intl = useIntl();
  const [pageViewId] = useState(() => crypto.randomUUID());
  const [blocked, setBlocked] = useState(false);
  const draft = useOrderDraft(offer, plan, email, defaultCountry);
  const { residence } = draft;
  // Where the buyer came from (spec xv): credits the order, and a friend's referral adds a bonus.
  const [attribution] = useState(readAttribution);
  const base = draft.estimateRequest ? { ...draft.estimateRequest, xv: attribution } : null;
  const coupon = useCoupon(base);
  const request = base && coupon.applied ? { ...base, couponCode: coupon.applied } : base;
  const estimate = useEstimate(request);
  const onSuccess = usePurchaseComplete(offer, plan, draft.choices);
  const attemptedSignup = useRecordAttemptedSignup();
  // Spec §7, decision 0079: usePayment reports every attempt's outcome; a new buyer whose
  // payment failed is also an attempted sign-up, without waiting for it.
  const onOutcome = (outcome: PaymentOutcome) => {
    if (newCustomer && isFailedSignupPayment(outcome))
      attemptedSignup.mutate({ email, stage: 'PAYMENT_FAILED' });
  };
  const payment = usePayment({ flow: 'one_checkout_order', pageViewId, onSuccess, onOutcome });
  const withdrawCoupon = useEffectEvent((error: unknown) => coupon.withdraw(error));

  // A coupon that stopped fitting the order (another add-on, another country) is taken off
  // with the server's reason, and the order is estimated without it.
  useEffect(() => {
    if (isApiError(estimate.error, 'coupon_not_applicable')) withdrawCoupon(estimate.error);
  }, [estimate.error]);

  const ready = request !== null && estimate.isSuccess && !estimate.isPlaceholderData;
  const quote = ready ? estimate.data : null;

  const pay = () => {
    setBlocked(false);
    if (!residence.submit() || !residence.customer || !quote) return;
    const check = checkPaymentPreconditions({
      email,
      country: residence.buyer.country,
      region: residence.buyer.region,
      currency: quote.currency,
      priceCurrencies: [plan.price.amount.currency],
    });
    if (!check.ok) {
      setBlocked(true);
      return;
    }
    const specialOffer = specialOfferTag(plan.price.freePeriod);
    void payment.pay({
      amount: quote.dueToday,
      method: draft.method,
      order: {
        priceId: plan.price.id,
        priceIds: draft.priceIds,
        offerId: offer.id,
        ...(quote.coupon?.applied ? { couponCode: quote.coupon.code } : {}),
        customer: {
          email,
          emailSubscriptionStatus: draft.marketing ? 'subscribed' : 'unsubscribed',
          ...residence.customer,
        },
        userSession: { pageViewId },
        xv: { ...attribution, ...(specialOffer ? { specialOffer } : {}) },
      },
    });
  };

  const summary = summaryStateOf(request !== null, estimate);

  const { state } = payment;
  const locked = payment.busy;

  return (
    <div className="flex flex-col gap-8">
      <ResidenceFields {...residence.fieldProps} disabled={locked} />
      <AddonOptions
        choices={draft.choices}
        selected={draft.addons}
        dropped={draft.droppedAddons}
        onToggle={draft.toggleAddon}
        disabled={locked}
      />
      <CouponField
        applied={coupon.applied}
        refusal={coupon.refusal}
        checking={coupon.checking}
        canApply={draft.estimateRequest !== null}
        disabled={locked}
        onApply={coupon.apply}
        onRemove={coupon.remove}
      />
      <OrderSummary state={summary} />
      <PaymentMethodPicker value={draft.method} onChange={draft.setMethod} disabled={locked} />
      <MarketingConsent checked={draft.marketing} onChange={draft.setMarketing} disabled={locked} />
      <div className="flex flex-col gap-3">
        {state.step === 'failed' && (
          <CheckoutFailureAlert failure={state.failure} email={email} onRetry={payment.retry} />
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
          method={draft.method}
          onClick={pay}
          pending={locked}
          disabled={residence.complete && !quote}
          className="self-stretch sm:self-start"
        >
          {payLabel(intl, quote?.dueToday ?? null)}
        </PayButton>
        {!residence.complete && (
          <p className="text-sm text-slate-600">
            {intl.formatMessage({ id: 'checkout.pay.needs_estimate' })}
          </p>
        )}
      </div>
      <PaymentDialog {...payment.dialog} />
    </div>
  );
}
