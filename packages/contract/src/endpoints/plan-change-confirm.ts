import { PlanChangeAttemptQuerySchema, PlanChangeAttemptSchema } from '../plan-changes';
import { endpoint } from './define-endpoint';

/** Where the gateway returns the customer after 3-D Secure or PayPal. */
export const planChangeConfirm = endpoint({
  method: 'GET',
  path: '/api/v2/checkout/confirm',
  auth: 'session',
  query: PlanChangeAttemptQuerySchema,
  body: undefined,
  response: PlanChangeAttemptSchema,
  status: 200,
});
