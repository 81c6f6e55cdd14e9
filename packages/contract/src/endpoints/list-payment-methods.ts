import { PaymentMethodListResponseSchema } from '../payment-methods';
import { endpoint } from './define-endpoint';

export const listPaymentMethods = endpoint({
  method: 'GET',
  path: '/api/v2/payment-methods/',
  auth: 'session',
  body: undefined,
  response: PaymentMethodListResponseSchema,
  status: 200,
});
