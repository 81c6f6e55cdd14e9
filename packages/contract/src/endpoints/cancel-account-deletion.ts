import { AccountDeletionSchema } from '../account-settings';
import { endpoint } from './define-endpoint';

/** Cancels a pending deletion. */
export const cancelAccountDeletion = endpoint({
  method: 'PATCH',
  path: '/api/v2/users/deletion',
  auth: 'session',
  body: undefined,
  response: AccountDeletionSchema,
  status: 200,
});
