import { updateLocale as updateLocaleEndpoint } from '@burrow/contract/endpoints/update-locale';
import { apiCall } from '../../../lib/api-client';

/**
 * Remembers the signed-in person's language on their account, for the invoices and emails
 * the server writes later (decision 0057). A 401 is the caller's to ignore: signed out, the
 * `locale` cookie alone carries the choice.
 */
export function updateLocale(locale: string) {
  return apiCall(updateLocaleEndpoint, { body: { locale } }, { onUnauthenticated: 'throw' });
}
