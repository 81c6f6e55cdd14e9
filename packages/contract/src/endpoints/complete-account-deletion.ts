import { AccountDeletionSchema, DeletionRequestSchema } from '../account-settings';
import { endpoint } from './define-endpoint';

/** Deletes the account now, without waiting for the grace period. */
export const completeAccountDeletion = endpoint({
  method: 'DELETE',
  path: '/api/v2/users/deletion',
  auth: 'session',
  body: DeletionRequestSchema,
  response: AccountDeletionSchema,
  status: 200,
});
