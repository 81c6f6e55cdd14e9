import { amountOf, multiplyAmount, toMinorUnits, type Amount } from './money';
import { divideRounded } from './rounding';

/**
 * docs/product.md#prices-per-period-and-discounts amountWithoutDiscount: what the plan would cost at the one-month price, e.g. 12 ×
 * $12.95 for a 12-month plan. This is the reference every discount is measured against.
 */
export function amountWithoutDiscount(monthlyPrice: Amount, months: number): Amount {
  return multiplyAmount(monthlyPrice, months);
}

/** docs/product.md#prices-per-period-and-discounts discountAmount: the saving against the undiscounted price, never negative. */
export function discountAmount(undiscounted: Amount, price: Amount): Amount {
  const saving = toMinorUnits(undiscounted) - toMinorUnits(price);
  if (undiscounted.currency !== price.currency) {
    throw new RangeError(`Cannot compare ${undiscounted.currency} with ${price.currency}`);
  }
  return amountOf(Math.max(0, saving), price.currency);
}

/**
 * docs/product.md#prices-per-period-and-discounts discountPercentage: the saving as a whole percentage, rounded down so an
 * advertised discount is never larger than the real one (decision 0014).
 */
export function discountPercentage(undiscounted: Amount, price: Amount): number {
  const full = toMinorUnits(undiscounted);
  if (full <= 0) return 0;
  return divideRounded(toMinorUnits(discountAmount(undiscounted, price)) * 100, full, 'floor');
}
