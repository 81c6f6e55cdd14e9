import type { PaymentMethodType } from '@burrow/contract/checkout';
import type { PaymentMethodChangeResponse } from '@burrow/contract/payment-methods';
import { useRef, useState } from 'react';
import { useGatewayResult } from '../../../components/payment/use-gateway-result';
import { errorMessageId } from '../../../i18n/error-messages';
import type { MessageId } from '../../../i18n/message-ids';
import { ApiError } from '../../../lib/api-client';
import {
  createPaymentIntent,
  type PaymentIntent,
} from '../../../lib/payment/create-payment-intent';
import type { GatewayResult } from '../../../lib/payment/gateway-message';
import { paymentFailureMessageId } from '../../../lib/payment/payment-failure';
import { stripePublishableKeyFor } from '../../../lib/payment/stripe-publishable-key';
import { useAddPaymentMethod } from '../api/add-payment-method';

export type CardCheckState =
  | { step: 'idle' }
  /** Opening a zero-amount intent (a card check) at the gateway. */
  | { step: 'opening' }
  /**
   * The gateway's page is up; waiting for it to report. `publishableKey`: Stripe's, when the
   * intent is Stripe's (its Payment Element runs in the dialog, decision 0083).
   */
  | {
      step: 'authorizing';
      intent: PaymentIntent;
      publishableKey: string | null;
      method: PaymentMethodType;
    }
  /** Authorised: saving the method. */
  | { step: 'saving' }
  | { step: 'failed'; messageId: MessageId };

interface CardCheckRequest {
  method: PaymentMethodType;
  currency: string;
  makeDefault: boolean;
}

/**
 * Adds a payment method the way real providers do: a card check (the intent flow with a
 * zero amount, which the server turns into a small authorisation) that the customer
 * passes in the gateway's own page — card fields, 3-D Secure, PayPal approval or a wallet
 * sheet — then the server saves the method and releases the hold. Card data never touches
 * this page. Nothing is saved unless the gateway reports `authorized`.
 */
export function useCardCheck(onSaved: (change: PaymentMethodChangeResponse) => void) {
  const [state, setState] = useState<CardCheckState>({ step: 'idle' });
  // A ref, not state: two clicks in one frame both see the old state.
  const busy = useRef(false);
  const pending = useRef<CardCheckRequest>(null);
  const save = useAddPaymentMethod();

  const fail = (messageId: MessageId) => {
    busy.current = false;
    setState({ step: 'failed', messageId });
  };

  const start = async (request: CardCheckRequest) => {
    if (busy.current) return;
    busy.current = true;
    pending.current = request;
    setState({ step: 'opening' });
    try {
      const intent = await createPaymentIntent({
        checkoutAttemptId: crypto.randomUUID(),
        amount: { unscaledValue: 0, scale: 2, currency: request.currency },
        paymentMethodType: request.method,
      });
      const publishableKey = await stripePublishableKeyFor(intent.gateway);
      setState({ step: 'authorizing', intent, publishableKey, method: request.method });
    } catch (error) {
      fail(errorMessageId(error));
    }
  };

  const onGatewayResult = async (result: GatewayResult) => {
    const request = pending.current;
    if (state.step !== 'authorizing' || !request) return;
    if (result.status !== 'authorized') {
      fail(paymentFailureMessageId(result.failureReason));
      return;
    }
    setState({ step: 'saving' });
    try {
      const change = await save.mutateAsync({
        paymentIntentId: state.intent.paymentIntentId,
        makeDefault: request.makeDefault,
      });
      busy.current = false;
      setState({ step: 'idle' });
      onSaved(change);
    } catch (error) {
      fail(failureMessageId(error));
    }
  };

  // Stripe's panel reports through `onGatewayResult`; a hosted page posts to us.
  useGatewayResult(
    state.step === 'authorizing' && !state.publishableKey ? state.intent.gateway.intentId : null,
    (result) => void onGatewayResult(result),
  );

  return {
    state,
    start,
    /** The customer closed the gateway's page: nothing was authorised, nothing is saved. */
    cancel: () => {
      if (state.step !== 'authorizing') return;
      busy.current = false;
      setState({ step: 'idle' });
    },
    busy: state.step === 'opening' || state.step === 'authorizing' || state.step === 'saving',
    /** How Stripe's Payment Element in the dialog ended (a hosted page posts instead). */
    onGatewayResult: (result: GatewayResult) => void onGatewayResult(result),
  };
}

/** A declined check says why (docs/product.md#payment-messages payment messages); anything else, the error's message. */
function failureMessageId(error: unknown): MessageId {
  if (error instanceof ApiError && error.code === 'payment_failed') {
    const reason = (error.details as { reason?: string } | undefined)?.reason;
    return paymentFailureMessageId(reason);
  }
  return errorMessageId(error);
}

/** A card check in progress, as `useCardCheck` runs it: handed to the form that shows it. */
export type CardCheck = ReturnType<typeof useCardCheck>;
