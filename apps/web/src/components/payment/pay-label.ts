import type { Money } from '@burrow/contract/offers';
import { formatAmount } from '@burrow/domain/money-format';
import type { IntlShape } from 'react-intl';

/**
 * The Pay button's words: "Pay $56.04" for the amount due today, "Start my free trial" when
 * nothing is due, and a plain "Pay" while there is no estimate to pay from.
 */
export function payLabel(intl: IntlShape, dueToday: Money | null): string {
  if (!dueToday) return intl.formatMessage({ id: 'checkout.pay.no_total' });
  if (dueToday.unscaledValue === 0) return intl.formatMessage({ id: 'checkout.pay.free' });
  return intl.formatMessage(
    { id: 'checkout.pay' },
    { amount: formatAmount(dueToday, intl.locale) },
  );
}
