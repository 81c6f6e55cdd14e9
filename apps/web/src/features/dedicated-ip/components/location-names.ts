import type { DedicatedIpLocationCode } from '@burrow/domain/dedicated-ip-locations';
import type { MessageId } from '../../../i18n/message-ids';

/** Every location the domain offers has words: a new one is a type error until it does. */
export const LOCATION_NAMES: Record<DedicatedIpLocationCode, MessageId> = {
  'us-new-york': 'dedicated_ip.location.us_new_york',
  'us-los-angeles': 'dedicated_ip.location.us_los_angeles',
  'ca-toronto': 'dedicated_ip.location.ca_toronto',
  'gb-london': 'dedicated_ip.location.gb_london',
  'de-frankfurt': 'dedicated_ip.location.de_frankfurt',
  'nl-amsterdam': 'dedicated_ip.location.nl_amsterdam',
  'fr-paris': 'dedicated_ip.location.fr_paris',
  'jp-tokyo': 'dedicated_ip.location.jp_tokyo',
  'sg-singapore': 'dedicated_ip.location.sg_singapore',
  'au-sydney': 'dedicated_ip.location.au_sydney',
};
