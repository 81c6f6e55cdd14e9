import type { SiteLink } from '@burrow/domain/site-navigation';
import type { IntlShape } from 'react-intl';
import type { MessageId } from './message-ids';

/**
 * A message id the domain's shell navigation names. The domain cannot see the catalogue's
 * type, so this checks it against the loaded catalogue (and `site-link-label.test.ts`
 * checks every one against English up front).
 */
export function siteMessageId(intl: Pick<IntlShape, 'messages'>, key: string): MessageId {
  if (!(key in intl.messages)) throw new Error(`No message ${key} in the catalogue`);
  return key as MessageId;
}

/** A shell link's words: a country's name, its message (given the proper noun as `{name}`), else the noun. */
export function siteLinkLabel(intl: IntlShape, link: SiteLink): string {
  if (link.country) {
    // Region names come from Intl in the page's language: no message to translate.
    return (
      new Intl.DisplayNames([intl.locale], { type: 'region' }).of(link.country) ?? link.country
    );
  }
  if (link.labelKey)
    return intl.formatMessage({ id: siteMessageId(intl, link.labelKey) }, { name: link.name });
  return link.name ?? link.href;
}
