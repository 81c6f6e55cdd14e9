import type { CheckoutRequest, CheckoutResponse } from '@burrow/contract/checkout';
import { checkout as checkoutEndpoint } from '@burrow/contract/endpoints/checkout';
import { checkoutForCustomer } from '@burrow/contract/endpoints/checkout-for-customer';
import { sendWithRetry, type AttemptResult } from '@burrow/domain/checkout-retry';
import { ApiError, apiCall } from '../api-client';

export type CheckoutOrder = Omit<CheckoutRequest, 'checkoutAttemptId'>;

/**
 * The purchase flows this app pays in (docs/product.md#paying flows), each with the endpoint that records
 * its purchase: a visitor's (or signed-in buyer's) order on /checkout, which may create the
 * account; and a signed-in customer buying more from the account area, which requires the
 * session and is always theirs.
 */
const PURCHASE_ENDPOINTS = {
  one_checkout_order: checkoutEndpoint,
  additional_purchase: checkoutForCustomer,
} as const;

export type PaymentFlow = keyof typeof PURCHASE_ENDPOINTS;

interface CompleteCheckoutOptions {
  flow: PaymentFlow;
  /** The id of the first attempt: the one the payment intent was opened under. */
  firstAttemptId: string;
  newAttemptId?: () => string;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Records the purchase (`POST /api/v1/checkout` or `/checkout-for-customer`, by `flow`)
 * under the retry policy (docs/product.md#retries): up to 6 attempts, 1 s back-off doubling, a new
 * checkoutAttemptId each time, retrying only network failures and 5xx. A retry cannot
 * charge twice: the server captures the authorised intent at most once.
 */
export async function completeCheckout(
  order: CheckoutOrder,
  {
    flow,
    firstAttemptId,
    newAttemptId = () => crypto.randomUUID(),
    sleep = wait,
  }: CompleteCheckoutOptions,
): Promise<CheckoutResponse> {
  const endpoint = PURCHASE_ENDPOINTS[flow];
  let unusedFirstId: string | null = firstAttemptId;
  const { result } = await sendWithRetry<CheckoutResponse | ApiError>({
    newAttemptId: () => {
      const id = unusedFirstId ?? newAttemptId();
      unusedFirstId = null;
      return id;
    },
    send: async (checkoutAttemptId): Promise<AttemptResult<CheckoutResponse | ApiError>> => {
      try {
        // A 401 is shown as a failed payment, not a jump to sign-in: the payment is authorised
        // and the person should see what happened to it.
        const body = await apiCall(
          endpoint,
          { body: { ...order, checkoutAttemptId } },
          { onUnauthenticated: 'throw' },
        );
        return { kind: 'response', status: endpoint.status, body };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.code === 'network_error') return { kind: 'network-error', error };
        return { kind: 'response', status: error.status, body: error };
      }
    },
    sleep,
  });
  if (result.kind === 'network-error') throw result.error;
  if (result.body instanceof ApiError) throw result.body;
  return result.body;
}
