import { amountOf, toMinorUnits, type Amount } from './money';
import { divideRounded, type RoundingMode } from './rounding';

/** docs/product.md#prices-per-period-and-discounts Price periods: a length and a unit. */
export type PeriodUnit = 'day' | 'week' | 'month' | 'year';

export interface Period {
  length: number;
  unit: PeriodUnit;
}

/**
 * Days in a period. A month is 30 days (docs/product.md#prices-per-period-and-discounts) and a year 12 of them, so "12
 * months" and "1 year" cost the same per day (decision 0014).
 */
export function periodDays(period: Period): number {
  const perUnit = { day: 1, week: 7, month: 30, year: 360 } as const;
  return period.length * perUnit[period.unit];
}

/**
 * docs/product.md#prices-per-period-and-discounts amountPerMonth: the total spread over the period's 30-day months, rounded with the
 * price helper (docs/product.md#prices-per-period-and-discounts) unless another mode is asked for.
 */
export function amountPerMonth(
  total: Amount,
  period: Period,
  mode: RoundingMode = 'price',
): Amount {
  const days = periodDays(period);
  return amountOf(divideRounded(toMinorUnits(total) * 30, days, mode), total.currency);
}

/** docs/product.md#prices-per-period-and-discounts amountPerDay: the total over the period's days, rounded like the per-month price. */
export function amountPerDay(total: Amount, period: Period, mode: RoundingMode = 'price'): Amount {
  return amountOf(divideRounded(toMinorUnits(total), periodDays(period), mode), total.currency);
}
