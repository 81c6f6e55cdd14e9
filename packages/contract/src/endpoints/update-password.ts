import { PasswordUpdateRequestSchema } from '../account-settings';
import { EmptyResponseSchema } from '../auth';
import { endpoint } from './define-endpoint';

export const updatePassword = endpoint({
  method: 'PUT',
  path: '/api/v2/users/password/update',
  auth: 'session',
  body: PasswordUpdateRequestSchema,
  response: EmptyResponseSchema,
  status: 200,
});
