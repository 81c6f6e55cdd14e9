import { taxOn } from './tax-rates';

export interface EstimateLine {
  priceId: string;
  amountMinor: number;
}

export interface CheckoutEstimate {
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
  taxRateBasisPoints: number;
}

/**
 * What a purchase costs today: the lines' sum, less the coupon's percentage of it (rounded
 * down to the minor unit), plus tax on what remains. The charge must equal `totalMinor`.
 */
export function estimateCheckout(
  lines: readonly EstimateLine[],
  couponPercentOff: number | null,
  taxRateBasisPoints: number,
): CheckoutEstimate {
  const subtotalMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const discountMinor = couponPercentOff ? Math.floor((subtotalMinor * couponPercentOff) / 100) : 0;
  const taxMinor = taxOn(subtotalMinor - discountMinor, taxRateBasisPoints);
  return {
    subtotalMinor,
    discountMinor,
    taxMinor,
    totalMinor: subtotalMinor - discountMinor + taxMinor,
    taxRateBasisPoints,
  };
}
