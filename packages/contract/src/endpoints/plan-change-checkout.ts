import { PlanChangeAttemptSchema, PlanChangeCheckoutRequestSchema } from '../plan-changes';
import { endpoint } from './define-endpoint';

export const planChangeCheckout = endpoint({
  method: 'POST',
  path: '/api/v2/checkout/',
  auth: 'session',
  body: PlanChangeCheckoutRequestSchema,
  response: PlanChangeAttemptSchema,
  status: 200,
});
