import { parseInstant } from './instant';

/** docs/product.md#prices-per-period-and-discounts: active months are counted in 30-day months (2592e6 ms), not calendar months. */
export const ACTIVE_MONTH_MS = 2_592_000_000;

/**
 * docs/product.md#prices-per-period-and-discounts active months: whole 30-day months between the purchase and `now`. Only completed
 * months count, so "protected for N months" never overstates; a future or unreadable
 * purchase date counts as zero.
 */
export function activeMonths(purchaseDate: string, now: Date): number {
  const elapsed = now.getTime() - parseInstant(purchaseDate);
  if (!(elapsed > 0)) return 0;
  return Math.floor(elapsed / ACTIVE_MONTH_MS);
}
