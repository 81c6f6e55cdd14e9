import type { Period } from '@burrow/contract/offers';
import type { IntlShape } from 'react-intl';

/** "12 months", "7 days": a price period in the reader's language. */
export function periodText(intl: IntlShape, period: Period): string {
  return intl.formatMessage({ id: 'order.period' }, { unit: period.unit, length: period.length });
}
