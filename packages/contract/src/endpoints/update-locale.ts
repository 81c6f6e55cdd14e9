import { LocaleUpdateRequestSchema, LocaleUpdateResponseSchema } from '../users';
import { endpoint } from './define-endpoint';

/** Remembers the language the signed-in customer chose (decision 0057). */
export const updateLocale = endpoint({
  method: 'PUT',
  path: '/api/v2/users/locale',
  auth: 'session',
  body: LocaleUpdateRequestSchema,
  response: LocaleUpdateResponseSchema,
  status: 200,
});
