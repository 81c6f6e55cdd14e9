import { AccountDeletionSchema, DeletionRequestSchema } from '../account-settings';
import { endpoint } from './define-endpoint';

/** Asks for deletion after the grace period. */
export const requestAccountDeletion = endpoint({
  method: 'PUT',
  path: '/api/v2/users/deletion',
  auth: 'session',
  body: DeletionRequestSchema,
  response: AccountDeletionSchema,
  status: 202,
});
