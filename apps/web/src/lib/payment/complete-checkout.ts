import type { CheckoutRequest, CheckoutResponse } from '@burrow/contract/checkout';
import { endpoints } from '@burrow/contract/endpoints';
import { sendWithRetry, type AttemptResult } from '@burrow/domain/checkout-retry';
import { ApiError, apiCall } from '../../../lib/api-client';

export type CheckoutOrder = Omit<CheckoutRequest, 'checkoutAttemptId'>;

interface CompleteCheckoutOptions {
  /** The id of the first attempt: the one the payment intent was opened under. */
  firstAttemptId: string;
  newAttemptId?: () => string;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `POST /api/v1/checkout` under the spec's retry policy (§4): up to 6 attempts, 1 s back-off
 * doubling, a new checkoutAttemptId each time, retrying only network failures and 5xx. A
 * retry cannot charge twice: the server captures the authorised intent at most once.
 */
export async function completeCheckout(
  order: CheckoutOrder,
  {
    firstAttemptId,
    newAttemptId = () => crypto.randomUUID(),
    sleep = wait,
  }: CompleteCheckoutOptions,
): Promise<CheckoutResponse> {
  let unusedFirstId: string | null = firstAttemptId;
  const { result } = await sendWithRetry<CheckoutResponse | ApiError>({
    newAttemptId: () => {
      const id = unusedFirstId ?? newAttemptId();
      unusedFirstId = null;
      return id;
    },
    send: async (checkoutAttemptId): Promise<AttemptResult<CheckoutResponse | ApiError>> => {
      try {
        const body = await apiCall(
          endpoints.checkout,
          { body: { ...order, checkoutAttemptId } },
          { onUnauthenticated: 'throw' },
        );
        return { kind: 'response', status: endpoints.checkout.status, body };
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
