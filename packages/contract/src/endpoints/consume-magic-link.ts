import { MagicLinkConsumeRequestSchema, SignedInResponseSchema } from '../auth';
import { endpoint } from './define-endpoint';

export const consumeMagicLink = endpoint({
  method: 'POST',
  path: '/api/v2/auth/magic-link/consume',
  auth: 'public',
  body: MagicLinkConsumeRequestSchema,
  response: SignedInResponseSchema,
  status: 200,
});
