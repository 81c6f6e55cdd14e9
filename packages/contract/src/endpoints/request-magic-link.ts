import { CheckEmailResponseSchema, MagicLinkRequestSchema } from '../auth';
import { endpoint } from './define-endpoint';

export const requestMagicLink = endpoint({
  method: 'POST',
  path: '/api/v2/users/magic-link',
  auth: 'public',
  body: MagicLinkRequestSchema,
  response: CheckEmailResponseSchema,
  status: 202,
});
