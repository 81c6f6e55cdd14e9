import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type enCatalogue from './messages/en.json';

/** Every message id: English is the reference catalogue every other locale must match. */
export type MessageId = keyof typeof enCatalogue;
/** A catalogue as the app loads it: each message parsed at build time (decision 0137). */
export type Catalogue = Record<MessageId, MessageFormatElement[]>;

// Registers the ids with react-intl so `formatMessage({ id })` and `<FormattedMessage id>`
// reject an id that is not in the catalogue at compile time.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
