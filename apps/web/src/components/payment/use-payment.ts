import type { CheckoutResponse, PaymentMethodType } from '@burrow/contract/checkout';
import type { Money } from '@burrow/contract/offers';
import { useRef, useState } from 'react';
import { checkoutFailure, type CheckoutFailure } from '../../lib/payment/checkout-failure';
import {
  completeCheckout,
  type CheckoutOrder,
  type PaymentFlow,
} from '../../lib/payment/complete-checkout';
import { createPaymentIntent, type PaymentIntent } from '../../lib/payment/create-payment-intent';
import type { GatewayResult } from '../../lib/payment/gateway-message';
import {
  BUYER_CLOSED_PAYMENT,
  failureOf,
  paymentResultReport,
  type PaymentOutcome,
} from '../../lib/payment/payment-outcome';
import { paymentFailureMessageId } from '../../lib/payment/payment-failure';
import { useReportPaymentResult } from '../../lib/payment/report-payment-result';
import { stripePublishableKeyFor } from '../../lib/payment/stripe-publishable-key';
import type { PaymentDialogProps } from './payment-dialog-panel';
import { useGatewayResult } from './use-gateway-result';

/** Everything about the purchase except the intent, fixed when the buyer presses Pay. */
export type OrderDraft = Omit<CheckoutOrder, 'paymentIntentId' | 'paymentSourceType'>;

export interface PayRequest {
  amount: Money;
  method: PaymentMethodType;
  order: OrderDraft;
}

export type PaymentState =
  | { step: 'idle' }
  /** Opening an intent at the gateway. */
  | { step: 'opening' }
  /**
   * The gateway's own UI is up; waiting for it to report. `publishableKey`: Stripe's, when
   * the intent is Stripe's (its fields run in our page).
   */
  | { step: 'authorizing'; intent: PaymentIntent; publishableKey: string | null }
  /** Authorised: recording the purchase (with retries). */
  | { step: 'completing' }
  | { step: 'failed'; failure: CheckoutFailure }
  | { step: 'done' };

interface UsePaymentOptions {
  /** Which purchase this is: decides the intent's flow and where the purchase is recorded. */
  flow: PaymentFlow;
  pageViewId: string;
  onSuccess: (response: CheckoutResponse, paid: PayRequest) => void;
  /**
   * Told how every attempt ended, before `onSuccess`, for what only the caller knows to
   * report (a new buyer's sign-up stage). The payment result itself is reported here, for
   * every flow (decision 0079). It must not throw and must not wait for anything.
   */
  onOutcome?: (outcome: PaymentOutcome) => void;
}

/**
 * The payment as real providers run it (DESIGN "Checkout"): open an intent for the amount
 * due, let the gateway's UI authorise it, then record the purchase. Nothing is bought
 * unless the gateway says `authorized`; a refused or cancelled payment creates nothing.
 */
export function usePayment({ flow, pageViewId, onSuccess, onOutcome }: UsePaymentOptions) {
  const [state, setState] = useState<PaymentState>({ step: 'idle' });
  // A ref, not state: two clicks in one frame both see the old state.
  const busy = useRef(false);
  const current = useRef<{ request: PayRequest; intent: PaymentIntent; attemptId: string }>(null);
  // An authorised intent whose purchase could not be recorded; "try again" records it.
  const [recordable, setRecordable] = useState(false);

  const paymentResult = useReportPaymentResult();

  // docs/product.md#payment-outcomes: every attempt's outcome is reported, fire and forget, whichever flow it is.
  const report = (
    stage: PaymentOutcome['stage'],
    method: PaymentMethodType,
    intent: PaymentIntent | null,
    failure: Pick<PaymentOutcome, 'reason' | 'detail'> | null,
  ) => {
    try {
      const outcome: PaymentOutcome = {
        stage,
        result: failure ? 'failure' : 'success',
        method,
        intent: intent ? { id: intent.gateway.intentId, gateway: intent.gateway.gateway } : null,
        reason: failure?.reason ?? null,
        detail: failure?.detail ?? null,
      };
      paymentResult.mutate(paymentResultReport(outcome, flow, Date.now()));
      onOutcome?.(outcome);
    } catch {
      // Reporting is telemetry: whatever goes wrong there, the payment goes on.
    }
  };

  const complete = async (firstAttemptId: string) => {
    const paying = current.current;
    if (!paying) return;
    busy.current = true;
    setState({ step: 'completing' });
    try {
      const response = await completeCheckout(
        {
          ...paying.request.order,
          paymentIntentId: paying.intent.paymentIntentId,
          paymentSourceType: paying.request.method,
        },
        { flow, firstAttemptId },
      );
      setState({ step: 'done' });
      report('checkout', paying.request.method, paying.intent, null);
      onSuccess(response, paying.request);
    } catch (error) {
      report('checkout', paying.request.method, paying.intent, failureOf(error));
      const failure = checkoutFailure(error);
      setRecordable(failure.kind === 'message' && failure.retryable);
      setState({ step: 'failed', failure });
      busy.current = false;
    }
  };

  const pay = async (request: PayRequest) => {
    if (busy.current) return;
    busy.current = true;
    setRecordable(false);
    setState({ step: 'opening' });
    const attemptId = crypto.randomUUID();
    try {
      const intent = await createPaymentIntent({
        checkoutAttemptId: attemptId,
        amount: request.amount,
        userSession: { pageViewId },
        paymentMethodType: request.method,
        flow,
        ...(request.order.xv ? { xv: request.order.xv } : {}),
      });
      const publishableKey = await stripePublishableKeyFor(intent.gateway);
      current.current = { request, intent, attemptId };
      setState({ step: 'authorizing', intent, publishableKey });
    } catch (error) {
      report('intent', request.method, null, failureOf(error));
      setState({ step: 'failed', failure: checkoutFailure(error) });
      busy.current = false;
    }
  };

  const onGatewayResult = (result: GatewayResult) => {
    const paying = current.current;
    if (state.step !== 'authorizing' || !paying) return;
    if (result.status === 'authorized') {
      // The intent was opened under this attempt id; the first checkout attempt reuses it.
      void complete(paying.attemptId);
      return;
    }
    busy.current = false;
    report('authorization', paying.request.method, paying.intent, {
      reason: result.failureReason ?? result.status,
      detail: null,
    });
    setState({
      step: 'failed',
      failure: {
        kind: 'message',
        messageId: paymentFailureMessageId(result.failureReason),
        detailId: null,
        retryable: false,
        choosePlan: false,
      },
    });
  };

  // A card declined in the hosted page or Stripe's Payment Element, which stay open for
  // another card (decisions 0104, 0110): the attempt is reported like any refused one, and
  // the dialog is left to the buyer.
  const onGatewayDecline = (failureReason: string) => {
    const paying = current.current;
    if (state.step !== 'authorizing' || !paying) return;
    report('authorization', paying.request.method, paying.intent, {
      reason: failureReason,
      detail: null,
    });
  };

  const gateway = state.step === 'authorizing' ? state.intent.gateway : null;
  const publishableKey = state.step === 'authorizing' ? state.publishableKey : null;
  // Stripe's fields run in our page and report through `onResult`; any other gateway's
  // hosted page is framed and posts its outcome to us.
  const inPage = gateway?.gateway === 'stripe';
  useGatewayResult(gateway && !inPage ? gateway.intentId : null, onGatewayResult, onGatewayDecline);

  /** The buyer closed the gateway's UI: nothing was authorised, so nothing happens. */
  const cancel = () => {
    if (state.step !== 'authorizing') return;
    busy.current = false;
    const paying = current.current;
    if (paying) {
      report('authorization', paying.request.method, paying.intent, {
        reason: BUYER_CLOSED_PAYMENT,
        detail: null,
      });
    }
    setState({ step: 'idle' });
  };

  const dialog: PaymentDialogProps = {
    hostedUrl: gateway && !inPage ? gateway.hostedUrl : null,
    stripe:
      gateway && inPage && publishableKey
        ? {
            publishableKey,
            clientSecret: gateway.clientSecret,
            amount: gateway.amount,
            method: gateway.paymentMethodType,
            onResult: onGatewayResult,
            onDecline: onGatewayDecline,
          }
        : null,
    onCancel: cancel,
  };

  return {
    state,
    pay,
    cancel,
    /** What the payment dialog shows for the intent being authorised. */
    dialog,
    /** Records an authorised payment again after a server failure, under a new attempt id. */
    retry: recordable ? () => void complete(crypto.randomUUID()) : null,
    busy:
      state.step === 'opening' ||
      state.step === 'authorizing' ||
      state.step === 'completing' ||
      state.step === 'done',
  };
}

/** A payment in progress, as `usePayment` runs it: handed to the form that shows it. */
export type Payment = ReturnType<typeof usePayment>;
