import { ERROR_MESSAGE_IDS } from '../../../i18n/error-messages';
import type { MessageId } from '../../../i18n/message-ids';

/**
 * Why a plan in the comparison cannot be chosen, from the code the bulk estimate gives for
 * it. Two codes read better in this context than their general message; any other known
 * code has its catalogue message, an unknown one the general error.
 */
export function refusalMessageId(code: string): MessageId {
  if (code === 'addon_not_available') return 'my_subscriptions.plans.refused.addon_not_available';
  if (code === 'invalid_request') return 'my_subscriptions.plans.refused.not_offered';
  return Object.hasOwn(ERROR_MESSAGE_IDS, code)
    ? ERROR_MESSAGE_IDS[code as keyof typeof ERROR_MESSAGE_IDS]
    : 'errors.unexpected';
}
