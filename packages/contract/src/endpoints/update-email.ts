import { EmailUpdateRequestSchema, EmailUpdateResponseSchema } from '../account-settings';
import { endpoint } from './define-endpoint';

export const updateEmail = endpoint({
  method: 'POST',
  path: '/api/v2/users/email/update',
  auth: 'session',
  body: EmailUpdateRequestSchema,
  response: EmailUpdateResponseSchema,
  status: 202,
});
