import { HealthResponseSchema } from '../health';
import { endpoint } from './define-endpoint';

export const health = endpoint({
  method: 'GET',
  path: '/api/health',
  auth: 'public',
  body: undefined,
  summary: 'Liveness: the process answers (decision 0116)',
  response: HealthResponseSchema,
  status: 200,
});
