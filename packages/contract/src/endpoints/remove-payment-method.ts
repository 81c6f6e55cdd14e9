import { PaymentMethodChangeResponseSchema, PaymentMethodIdParamsSchema } from '../payment-methods';
import { endpoint } from './define-endpoint';

export const removePaymentMethod = endpoint({
  method: 'DELETE',
  path: '/api/v2/payment-methods/:id',
  auth: 'session',
  params: PaymentMethodIdParamsSchema,
  body: undefined,
  response: PaymentMethodChangeResponseSchema,
  status: 200,
});
