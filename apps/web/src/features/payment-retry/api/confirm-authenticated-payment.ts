import { confirmAuthenticatedPayment as confirmAuthenticatedPaymentEndpoint } from '@burrow/contract/endpoints/confirm-authenticated-payment';
import type { PaymentCollection } from '@burrow/contract/payment-collection';
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionListKey } from '../../../lib/account/subscription-list';
import { apiCall } from '../../../lib/api-client';
import { invoiceKeys } from '../../../lib/invoice-keys';
import { paymentRetryKeys } from './get-payment-collection';

/** `loadStripe`'s shape: where tests stand a fake Stripe object in. */
export type StripeLoader = (
  publishableKey: string,
  options: { locale: StripeElementLocale },
) => Promise<Stripe | null>;

/** Why the customer's confirmation did not pay the renewal. */
export class AuthenticationError extends Error {
  constructor(
    /** `unavailable`: Stripe.js did not load; `not_confirmed`: the bank's step did not pass. */
    readonly kind: 'unavailable' | 'not_confirmed',
  ) {
    super(`the payment was not authenticated (${kind})`);
    this.name = 'AuthenticationError';
  }
}

export interface AuthenticationRequest {
  krn: string;
  authentication: NonNullable<PaymentCollection['authentication']>;
  publishableKey: string;
  locale: StripeElementLocale;
}

// Only now, when the customer asked to confirm: the page never loads Stripe.js otherwise.
const loadStripeJs: StripeLoader = async (key, options) =>
  (await import('@stripe/stripe-js/pure')).loadStripe(key, options);

/**
 * The customer confirms the renewal payment their bank held (SCA, decision 0086): Stripe.js
 * confirms that PaymentIntent with the saved card, showing the bank's challenge in its own
 * frame; then Burrow settles the renewal with it (`POST …/confirm-authenticated-payment`).
 */
export async function confirmAuthenticatedPayment(
  request: AuthenticationRequest,
  loadStripe: StripeLoader = loadStripeJs,
) {
  const stripe = await loadStripe(request.publishableKey, { locale: request.locale }).catch(
    () => null,
  );
  if (!stripe) throw new AuthenticationError('unavailable');
  const { authentication } = request;
  const confirmed = await stripe.confirmCardPayment(authentication.client_secret, {
    payment_method: authentication.payment_method,
  });
  if (confirmed.error || confirmed.paymentIntent?.status !== 'succeeded') {
    throw new AuthenticationError('not_confirmed');
  }
  return apiCall(confirmAuthenticatedPaymentEndpoint, {
    params: { id: request.krn },
    body: { payment_id: authentication.payment_id },
  });
}

export function useConfirmAuthenticatedPayment(loadStripe?: StripeLoader) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AuthenticationRequest) =>
      confirmAuthenticatedPayment(request, loadStripe),
    // Paid or not, the attempt changed what the page, the dashboard and payment history show.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentRetryKeys.all }),
        queryClient.invalidateQueries({ queryKey: subscriptionListKey }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
      ]),
  });
}
