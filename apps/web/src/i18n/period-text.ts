import type { Period } from '@burrow/contract/offers';
import type { IntlShape } from 'react-intl';

/** "12 months", "7 days": a period in the reader's language. */
export function periodText(intl: IntlShape, period: Period): string {
  return intl.formatMessage(
    { id: 'checkout.period' },
    { unit: period.unit, length: period.length },
  );
}
