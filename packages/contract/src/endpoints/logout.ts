import { EmptyResponseSchema } from '../auth';
import { endpoint } from './define-endpoint';

export const logout = endpoint({
  method: 'POST',
  path: '/api/v2/auth/logout',
  auth: 'public',
  body: undefined,
  response: EmptyResponseSchema,
  status: 200,
});
