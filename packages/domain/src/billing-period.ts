import type { Period } from './price-period';

/**
 * The end of a billing period that starts at `start`. Months are calendar months in UTC,
 * clamped to the last day of a shorter month (31 Jan + 1 month = 28 or 29 Feb), so a
 * renewal date never skips a month; the time of day is kept.
 */
export function addPeriod(start: Date, period: Period): Date {
  switch (period.unit) {
    case 'day':
      return new Date(start.getTime() + period.length * 86_400_000);
    case 'week':
      return new Date(start.getTime() + period.length * 7 * 86_400_000);
    case 'month':
      return addCalendarMonths(start, period.length);
    case 'year':
      return addCalendarMonths(start, period.length * 12);
  }
}

function addCalendarMonths(start: Date, months: number): Date {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(start);
  result.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return result;
}
