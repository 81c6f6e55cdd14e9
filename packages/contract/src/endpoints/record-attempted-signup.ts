import { AcceptedResponseSchema, AttemptedSignupRequestSchema } from '../events';
import { endpoint } from './define-endpoint';

export const recordAttemptedSignup = endpoint({
  method: 'POST',
  path: '/attempted_signups',
  auth: 'public',
  body: AttemptedSignupRequestSchema,
  response: AcceptedResponseSchema,
  status: 202,
});
