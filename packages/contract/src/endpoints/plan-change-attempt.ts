import { PlanChangeAttemptQuerySchema, PlanChangeAttemptSchema } from '../plan-changes';
import { endpoint } from './define-endpoint';

export const planChangeAttempt = endpoint({
  method: 'GET',
  path: '/api/v2/checkout/',
  auth: 'session',
  query: PlanChangeAttemptQuerySchema,
  body: undefined,
  response: PlanChangeAttemptSchema,
  status: 200,
});
