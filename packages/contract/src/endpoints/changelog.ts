import { ChangelogResponseSchema } from '../changelog';
import { endpoint } from './define-endpoint';

export const changelog = endpoint({
  method: 'GET',
  path: '/api/v2/changelog/',
  auth: 'session',
  body: undefined,
  response: ChangelogResponseSchema,
  status: 200,
});
