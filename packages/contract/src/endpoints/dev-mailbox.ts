import { MailboxResponseSchema } from '../dev-mailbox';
import { endpoint } from './define-endpoint';

export const devMailbox = endpoint({
  method: 'GET',
  path: '/api/dev/mailbox',
  auth: 'public',
  body: undefined,
  response: MailboxResponseSchema,
  status: 200,
});
