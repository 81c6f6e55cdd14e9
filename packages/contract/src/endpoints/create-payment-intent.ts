import { PaymentIntentRequestSchema, PaymentIntentResponseSchema } from '../checkout';
import { endpoint } from './define-endpoint';

export const createPaymentIntent = endpoint({
  method: 'POST',
  path: '/api/v1/payment-intent',
  auth: 'public',
  body: PaymentIntentRequestSchema,
  response: PaymentIntentResponseSchema,
  status: 201,
});
