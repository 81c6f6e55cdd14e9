import { ContactMessageRequestSchema, ContactMessageResponseSchema } from '../support-messages';
import { endpoint } from './define-endpoint';

/**
 * The contact form (decision 0099): signed in or not. Emails support and acknowledges to
 * the sender in their language; rate limited per client and per address.
 */
export const sendContactMessage = endpoint({
  method: 'POST',
  path: '/api/v1/support/messages',
  auth: 'public',
  body: ContactMessageRequestSchema,
  response: ContactMessageResponseSchema,
  status: 201,
});
