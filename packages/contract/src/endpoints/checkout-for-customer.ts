import { CheckoutRequestSchema, CheckoutResponseSchema } from '../checkout';
import { endpoint } from './define-endpoint';

export const checkoutForCustomer = endpoint({
  method: 'POST',
  path: '/api/v1/checkout-for-customer',
  auth: 'session',
  body: CheckoutRequestSchema,
  response: CheckoutResponseSchema,
  status: 201,
});
