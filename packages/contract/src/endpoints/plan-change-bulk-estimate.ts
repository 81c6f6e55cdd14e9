import {
  BulkPlanChangeEstimateRequestSchema,
  BulkPlanChangeEstimateResponseSchema,
} from '../plan-changes';
import { endpoint } from './define-endpoint';

export const planChangeBulkEstimate = endpoint({
  method: 'PUT',
  path: '/api/v2/checkout/bulk-estimate',
  auth: 'session',
  body: BulkPlanChangeEstimateRequestSchema,
  response: BulkPlanChangeEstimateResponseSchema,
  status: 200,
});
