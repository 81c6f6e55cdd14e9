import { AccountDeletionSchema } from '../account-settings';
import { endpoint } from './define-endpoint';

/** The state of the caller's account deletion (decision 0043). */
export const accountDeletion = endpoint({
  method: 'GET',
  path: '/api/v2/users/deletion',
  auth: 'session',
  body: undefined,
  response: AccountDeletionSchema,
  status: 200,
});
