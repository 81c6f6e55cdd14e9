import { EmailConfirmRequestSchema, EmailConfirmResponseSchema } from '../account-settings';
import { endpoint } from './define-endpoint';

export const confirmEmail = endpoint({
  method: 'POST',
  path: '/api/v2/users/email/confirm',
  auth: 'session',
  body: EmailConfirmRequestSchema,
  response: EmailConfirmResponseSchema,
  status: 200,
});
