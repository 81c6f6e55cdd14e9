import { CheckoutRequestSchema, CheckoutResponseSchema } from '../checkout';
import { endpoint } from './define-endpoint';

export const checkout = endpoint({
  method: 'POST',
  path: '/api/v1/checkout',
  auth: 'public',
  body: CheckoutRequestSchema,
  response: CheckoutResponseSchema,
  status: 201,
});
