import {
  AddPaymentMethodRequestSchema,
  PaymentMethodChangeResponseSchema,
} from '../payment-methods';
import { endpoint } from './define-endpoint';

export const addPaymentMethod = endpoint({
  method: 'POST',
  path: '/api/v2/payment-methods/',
  auth: 'session',
  body: AddPaymentMethodRequestSchema,
  response: PaymentMethodChangeResponseSchema,
  status: 201,
});
