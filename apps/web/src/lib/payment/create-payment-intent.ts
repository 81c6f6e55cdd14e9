import {
  GatewayClientBodySchema,
  type GatewayClientBody,
  type PaymentIntentRequest,
} from '@burrow/contract/checkout';
import { ApiError } from '@burrow/contract/client';
import { createPaymentIntent as createPaymentIntentEndpoint } from '@burrow/contract/endpoints/create-payment-intent';
import { apiCall } from '../api-client';

export interface PaymentIntent {
  paymentIntentId: string;
  /** What the gateway's own UI needs: its hosted page for this intent. */
  gateway: GatewayClientBody;
}

/** Opens an intent at the gateway for the amount due today (docs/product.md#paying payment-intent). */
export async function createPaymentIntent(request: PaymentIntentRequest): Promise<PaymentIntent> {
  const response = await apiCall(
    createPaymentIntentEndpoint,
    { body: request },
    { onUnauthenticated: 'throw' },
  );
  // docs/product.md#paying: the gateway's material travels as a JSON string; it is checked like any answer.
  let gateway: GatewayClientBody;
  try {
    gateway = GatewayClientBodySchema.parse(JSON.parse(response.chargebeeBody));
  } catch {
    throw new ApiError(201, 'unexpected_response', 'The payment intent could not be read.');
  }
  return { paymentIntentId: response.paymentIntentId, gateway };
}
