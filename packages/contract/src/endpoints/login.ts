import { LoginRequestSchema, SignedInResponseSchema } from '../auth';
import { endpoint } from './define-endpoint';

export const login = endpoint({
  method: 'POST',
  path: '/api/v2/auth/login',
  auth: 'public',
  body: LoginRequestSchema,
  response: SignedInResponseSchema,
  status: 200,
});
