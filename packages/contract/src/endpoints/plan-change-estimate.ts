import { PlanChangeEstimateRequestSchema, PlanChangeEstimateSchema } from '../plan-changes';
import { endpoint } from './define-endpoint';

export const planChangeEstimate = endpoint({
  method: 'PUT',
  path: '/api/v2/checkout/estimate',
  auth: 'session',
  body: PlanChangeEstimateRequestSchema,
  response: PlanChangeEstimateSchema,
  status: 200,
});
