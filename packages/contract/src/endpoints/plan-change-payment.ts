import { PlanChangeAttemptSchema, PlanChangePaymentRequestSchema } from '../plan-changes';
import { endpoint } from './define-endpoint';

export const planChangePayment = endpoint({
  method: 'PUT',
  path: '/api/v2/checkout/',
  auth: 'session',
  body: PlanChangePaymentRequestSchema,
  response: PlanChangeAttemptSchema,
  status: 200,
});
