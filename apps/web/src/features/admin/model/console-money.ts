import { amountOf } from '@burrow/domain/money';
import { formatAmount } from '@burrow/domain/money-format';

/** An amount in minor units as the console shows it: English, like every console word (0115). */
export function formatMoney(minor: number, currency: string): string {
  return formatAmount(amountOf(minor, currency), 'en');
}
