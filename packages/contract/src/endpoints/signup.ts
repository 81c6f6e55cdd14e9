import { CheckEmailResponseSchema, SignupRequestSchema } from '../auth';
import { endpoint } from './define-endpoint';

export const signup = endpoint({
  method: 'POST',
  path: '/api/v2/auth/signup',
  auth: 'public',
  body: SignupRequestSchema,
  response: CheckEmailResponseSchema,
  status: 202,
});
