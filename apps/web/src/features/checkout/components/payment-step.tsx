import type { OfferResponse } from '@burrow/contract/offers';
import { checkPaymentPreconditions } from '@burrow/domain/payment-validation';
import { specialOfferTag } from '@burrow/domain/special-offers';
import { formatAmount } from '@burrow/domain/money-format';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
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
import { TrustRow } from './trust-row';

interface PaymentStepProps {
  offer: OfferResponse;
  plan: SelectedPlan;
  email: string;
  defaultCountry: string;
  /** The buyer has no account yet: a refused payment is an attempted sign-up (docs/product.md#payment-outcomes). */
  newCustomer: boolean;
  /** The step's heading and who is buying, above the form. */
  header: ReactNode;
  /** The plan being bought, at the head of the summary column. */
  planSummary: ReactNode;
}

/**
 * Step 2: residence, add-ons, coupon, the method; beside them (below on a phone) the plan,
 * the live estimate and Pay. Pay sits in a bar with the total and the guarantee that stays
 * on screen: at the foot of a phone's screen while the form scrolls, in the summary column
 * that follows the page from `lg` (decision 0104).
 */
export function PaymentStep({
  offer,
  plan,
  email,
  defaultCountry,
  newCustomer,
  header,
  planSummary,
}: PaymentStepProps) {
  const intl = useIntl();
  const [pageViewId] = useState(() => crypto.randomUUID());
  const [blocked, setBlocked] = useState(false);
  const draft = useOrderDraft(offer, plan, email, defaultCountry);
  const { residence } = draft;
  // Where the buyer came from (docs/product.md#attribution-and-marketing-consent): credits the order, and a friend's referral adds a bonus.
  const [attribution] = useState(readAttribution);
  const base = draft.estimateRequest ? { ...draft.estimateRequest, xv: attribution } : null;
  const coupon = useCoupon(base);
  const request = base && coupon.applied ? { ...base, couponCode: coupon.applied } : base;
  const estimate = useEstimate(request);
  const onSuccess = usePurchaseComplete(offer, plan, draft.choices);
  const attemptedSignup = useRecordAttemptedSignup();
  // docs/product.md#payment-outcomes, decision 0079: usePayment reports every attempt's outcome; a new buyer whose
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
      postalCode: residence.buyer.postalCode,
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

  // A complete residence is estimated once its country's add-ons are known: meanwhile the
  // previous estimate stays, dimmed, instead of the prompt to complete it.
  const summary = summaryStateOf(residence.customer !== null, estimate);

  const { state } = payment;
  const locked = payment.busy;

  return (
    <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-10">
      <section aria-labelledby="checkout-step-title" className="flex flex-col gap-6">
        {header}
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
        <PaymentMethodPicker value={draft.method} onChange={draft.setMethod} disabled={locked} />
        <MarketingConsent
          checked={draft.marketing}
          onChange={draft.setMarketing}
          disabled={locked}
        />
      </section>
      {/* One column on a phone (its children join the step's column, so the pay bar can stay
          at the foot of the screen the whole way down); from lg a column that stays in view. */}
      <div className="contents lg:sticky lg:top-6 lg:flex lg:flex-col lg:gap-4">
        {planSummary}
        <OrderSummary state={summary} />
        {state.step === 'failed' && (
          <CheckoutFailureAlert failure={state.failure} email={email} onRetry={payment.retry} />
        )}
        {blocked && (
          <Alert tone="error">{intl.formatMessage({ id: 'payment.errors.general' })}</Alert>
        )}
        <div
          data-testid="pay-bar"
          className="sticky bottom-0 z-20 -mx-4 flex flex-col gap-2 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-6px_16px_rgba(15,23,42,0.08)] sm:-mx-6 sm:px-6 lg:static lg:mx-0 lg:rounded-2xl lg:border lg:p-4 lg:shadow-none"
        >
          {quote && (
            <p className="flex items-baseline justify-between gap-4 font-semibold text-slate-900">
              <span>{intl.formatMessage({ id: 'checkout.summary.due_today' })}</span>
              <span className="text-lg tabular-nums">
                {formatAmount(quote.dueToday, intl.locale)}
              </span>
            </p>
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
            className="self-stretch"
          >
            {payLabel(intl, quote?.dueToday ?? null)}
          </PayButton>
          <p className="text-sm text-emerald-800">
            {intl.formatMessage(
              { id: 'checkout.guarantee' },
              { days: plan.product.moneyBackGuaranteeDays },
            )}
          </p>
          {!residence.complete && (
            <p className="text-sm text-slate-600">
              {intl.formatMessage({ id: 'checkout.pay.needs_estimate' })}
            </p>
          )}
        </div>
        <TrustRow />
      </div>
      <PaymentDialog {...payment.dialog} />
    </div>
  );
}
