import { CurrentUserSchema } from '../users';
import { endpoint } from './define-endpoint';

export const currentUser = endpoint({
  method: 'GET',
  path: '/api/v2/users/me',
  auth: 'session',
  body: undefined,
  response: CurrentUserSchema,
  status: 200,
});
