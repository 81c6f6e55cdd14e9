import { EstimateRequestSchema, EstimateResponseSchema } from '../checkout';
import { endpoint } from './define-endpoint';

export const estimate = endpoint({
  method: 'POST',
  path: '/api/v1/estimate',
  auth: 'public',
  body: EstimateRequestSchema,
  response: EstimateResponseSchema,
  status: 200,
});
