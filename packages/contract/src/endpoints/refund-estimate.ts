import { RefundEstimateRequestSchema, RefundEstimateResponseSchema } from '../refunds';
import { endpoint } from './define-endpoint';

export const refundEstimate = endpoint({
  method: 'PUT',
  path: '/api/v2/refund/estimate',
  auth: 'session',
  body: RefundEstimateRequestSchema,
  response: RefundEstimateResponseSchema,
  status: 200,
});
