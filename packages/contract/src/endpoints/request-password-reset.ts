import { CheckEmailResponseSchema } from '../auth';
import { PasswordResetRequestSchema } from '../password-reset';
import { endpoint } from './define-endpoint';

/** Emails a password-reset link if the address has an account; the answer never says (decision 0066). */
export const requestPasswordReset = endpoint({
  method: 'POST',
  path: '/api/v2/users/password/reset',
  auth: 'public',
  body: PasswordResetRequestSchema,
  response: CheckEmailResponseSchema,
  status: 202,
});
