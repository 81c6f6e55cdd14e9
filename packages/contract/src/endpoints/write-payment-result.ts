import { AcceptedResponseSchema, PaymentResultWriteSchema } from '../events';
import { endpoint } from './define-endpoint';

export const writePaymentResult = endpoint({
  method: 'POST',
  path: '/data-platform/resource_type/payment_result/v1/write',
  auth: 'public',
  body: PaymentResultWriteSchema,
  response: AcceptedResponseSchema,
  status: 202,
});
