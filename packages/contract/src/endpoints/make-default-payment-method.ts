import { PaymentMethodChangeResponseSchema, PaymentMethodIdParamsSchema } from '../payment-methods';
import { endpoint } from './define-endpoint';

export const makeDefaultPaymentMethod = endpoint({
  method: 'PUT',
  path: '/api/v2/payment-methods/:id/default',
  auth: 'session',
  params: PaymentMethodIdParamsSchema,
  body: undefined,
  response: PaymentMethodChangeResponseSchema,
  status: 200,
});
