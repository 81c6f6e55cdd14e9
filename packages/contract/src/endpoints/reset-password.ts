import { SignedInResponseSchema } from '../auth';
import { PasswordResetConfirmRequestSchema } from '../password-reset';
import { endpoint } from './define-endpoint';

/** Sets a new password with the emailed token, ends every other session and signs this one in. */
export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/v2/users/password/reset/confirm',
  auth: 'public',
  body: PasswordResetConfirmRequestSchema,
  response: SignedInResponseSchema,
  status: 200,
});
