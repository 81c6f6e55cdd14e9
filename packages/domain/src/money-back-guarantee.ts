import { parseInstant } from './instant';

/** docs/product.md#refunds: every offer carries a 30-day money-back guarantee. */
export const MONEY_BACK_GUARANTEE_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * Whether a purchase is still inside the money-back guarantee: fewer than 30 × 24 hours have
 * passed since it. Counting elapsed time, not calendar days, keeps the answer the same in
 * every time zone and across daylight-saving changes.
 */
export function isWithinMoneyBackGuarantee(purchaseDate: string, now: Date): boolean {
  const elapsed = now.getTime() - parseInstant(purchaseDate);
  return elapsed >= 0 && elapsed < MONEY_BACK_GUARANTEE_DAYS * DAY_MS;
}
