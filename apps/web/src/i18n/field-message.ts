import type { FieldMessageKey } from '@burrow/domain/checkout-fields';
import type { IntlShape } from 'react-intl';
import type { MessageId } from './message-ids';

// The domain's field message keys are catalogue ids: this assignment fails to compile as
// soon as the domain adds a key the catalogue lacks.
const asMessageId = (key: FieldMessageKey): MessageId => key;

/** The catalogue text for a domain field message key, or undefined for no error. */
export function fieldMessage(
  intl: IntlShape,
  key: FieldMessageKey | undefined,
): string | undefined {
  return key ? intl.formatMessage({ id: asMessageId(key) }) : undefined;
}
