import type { PaymentMethodType } from '@burrow/contract/checkout';
import type { Money } from '@burrow/contract/offers';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type {
  Appearance,
  Stripe,
  StripeElementLocale,
  StripeElementsOptionsClientSecret,
  StripePaymentElementOptions,
} from '@stripe/stripe-js';
import { loadStripe as loadStripeJs } from '@stripe/stripe-js/pure';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { GatewayResult } from '../../lib/payment/gateway-message';
import { paymentFailureMessageId } from '../../lib/payment/payment-failure';
import {
  gatewayResultOfStripeConfirm,
  type StripeDecline,
} from '../../lib/payment/stripe-confirm-result';
import { stripeLocale } from '../../lib/payment/stripe-locale';
import { Button } from '../button';
import { PayButton } from './pay-button';
import { payLabel } from './pay-label';
import { StripePanelLoading } from './stripe-panel-loading';

/** `loadStripe`'s shape: the boundary tests stand a fake Stripe object in at. */
export type StripeLoader = (
  publishableKey: string,
  options: { locale: StripeElementLocale },
) => Promise<Stripe | null>;

export interface StripePaymentPanelProps {
  /** Stripe's publishable key, as the server publishes it (`GET /api/v1/site-config`). */
  publishableKey: string;
  /** The PaymentIntent's client secret: Stripe.js confirms that intent, nothing else. */
  clientSecret: string;
  /** What the intent is for: the Pay button says it. */
  amount: Money;
  /** The button's words when it does not pay the amount (a card check saves a method). */
  submitLabel?: string;
  /** The method chosen on the form: the Payment Element offers it first. */
  method: PaymentMethodType;
  onResult: (result: GatewayResult) => void;
  /**
   * Told of each card Stripe declined while the intent stays open for another (decision
   * 0110): the form says why and stays; the caller only reports the attempt.
   */
  onDecline?: (failureReason: string) => void;
  /** True while Stripe confirms the payment (the dialog then stays open). */
  onConfirmingChange?: (confirming: boolean) => void;
  loadStripe?: StripeLoader;
}

// Our indigo and rounding, so Stripe's fields look like the rest of the form.
const APPEARANCE: Appearance = {
  theme: 'stripe',
  variables: { colorPrimary: '#4338ca', colorDanger: '#b91c1c', borderRadius: '8px' },
};

// Stripe's names for the methods of our picker.
const STRIPE_METHOD: Record<PaymentMethodType, string> = {
  card: 'card',
  paypal: 'paypal',
  apple_pay: 'apple_pay',
  google_pay: 'google_pay',
};

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <p>{intl.formatMessage({ id: 'checkout.dialog.load_failed' })}</p>
      <Button variant="secondary" onClick={onRetry}>
        {intl.formatMessage({ id: 'checkout.errors.try_again' })}
      </Button>
    </div>
  );
}

type Loading = { kind: 'loading' } | { kind: 'ready'; stripe: Stripe } | { kind: 'failed' };

/**
 * The payment step when Stripe takes payments (decision 0083), in its own chunk: Stripe.js
 * (loaded from js.stripe.com when this first renders) and its Payment Element, in the site's
 * language. Card fields, the 3-D Secure challenge and the wallet sheets are Stripe's own
 * frames: card data goes to Stripe only, never through our page's code or our API. Stripe
 * authorises the intent the server opened (manual capture); the purchase is then recorded
 * exactly as for any gateway.
 */
export function StripePaymentPanel({
  publishableKey,
  clientSecret,
  amount,
  submitLabel,
  method,
  onResult,
  onDecline,
  onConfirmingChange,
  loadStripe = loadStripeJs,
}: StripePaymentPanelProps) {
  const intl = useIntl();
  const locale = stripeLocale(intl.locale);
  const [attempt, setAttempt] = useState(0);
  const [loading, setLoading] = useState<Loading>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    loadStripe(publishableKey, { locale }).then(
      (stripe) => current && setLoading(stripe ? { kind: 'ready', stripe } : { kind: 'failed' }),
      () => current && setLoading({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [loadStripe, publishableKey, locale, attempt]);

  const options = useMemo<StripeElementsOptionsClientSecret>(
    () => ({ clientSecret, appearance: APPEARANCE, locale }),
    [clientSecret, locale],
  );

  if (loading.kind === 'failed') {
    return (
      <LoadFailed
        onRetry={() => {
          setLoading({ kind: 'loading' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  if (loading.kind === 'loading') return <StripePanelLoading />;
  return (
    <Elements stripe={loading.stripe} options={options}>
      <StripePaymentForm
        amount={amount}
        submitLabel={submitLabel}
        method={method}
        onResult={onResult}
        onDecline={onDecline}
        onConfirmingChange={onConfirmingChange}
      />
    </Elements>
  );
}

/**
 * Why Stripe declined the card, above the fields that still hold it, in the same words the
 * sandbox's form and every other failure use (`paymentFailureMessageId`).
 */
function DeclineNotice({ decline }: { decline: StripeDecline }) {
  const intl = useIntl();
  return (
    <div
      role="alert"
      className="flex flex-col gap-1 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <p className="font-semibold">
        {intl.formatMessage({ id: paymentFailureMessageId(decline.failureReason) })}
      </p>
      <p>{intl.formatMessage({ id: 'checkout.dialog.declined_retry' })}</p>
    </div>
  );
}

function StripePaymentForm({
  amount,
  submitLabel,
  method,
  onResult,
  onDecline,
  onConfirmingChange,
}: Pick<
  StripePaymentPanelProps,
  'amount' | 'submitLabel' | 'method' | 'onResult' | 'onDecline' | 'onConfirmingChange'
>) {
  const intl = useIntl();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [decline, setDecline] = useState<StripeDecline | null>(null);
  const elementOptions = useMemo<StripePaymentElementOptions>(
    () => ({ layout: 'tabs', paymentMethodOrder: [STRIPE_METHOD[method]] }),
    [method],
  );

  const confirmingChanged = (value: boolean) => {
    setConfirming(value);
    onConfirmingChange?.(value);
  };

  const pay = async () => {
    if (!stripe || !elements || confirming) return;
    confirmingChanged(true);
    setDecline(null);
    let result: GatewayResult | StripeDecline | null;
    try {
      // 3-D Secure and wallet sheets run inside this call, in Stripe's frames. A method that
      // must leave the page (a bank redirect) comes back to this page; the provider's
      // webhook then settles the checkout.
      result = gatewayResultOfStripeConfirm(
        await stripe.confirmPayment({
          elements,
          redirect: 'if_required',
          confirmParams: { return_url: window.location.href },
        }),
      );
    } catch {
      result = { status: 'failed', failureReason: 'gateway_error' };
    }
    confirmingChanged(false);
    // Null: a field needs the buyer (Stripe says which, beside it); the form stays.
    if (!result) return;
    if (result.status === 'requires_payment_method') {
      // The Payment Element keeps the card as typed: the buyer corrects it or types another.
      setDecline(result);
      onDecline?.(result.failureReason);
      return;
    }
    onResult(result);
  };

  return (
    <div className="flex flex-col gap-4">
      {!ready && <StripePanelLoading />}
      {decline && <DeclineNotice decline={decline} />}
      <PaymentElement
        options={elementOptions}
        onReady={() => setReady(true)}
        onLoadError={() => onResult({ status: 'failed', failureReason: 'gateway_error' })}
      />
      <PayButton
        method={method}
        onClick={() => void pay()}
        pending={confirming}
        disabled={!ready || !stripe || !elements}
        className="self-stretch"
      >
        {submitLabel ?? payLabel(intl, amount)}
      </PayButton>
    </div>
  );
}
