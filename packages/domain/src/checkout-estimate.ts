import { splitTax, type TaxBasis } from './tax-rates';

export interface EstimateLine {
  priceId: string;
  amountMinor: number;
}

/**
 * A purchase priced as the buyer sees it. Subtotal and discount are at the catalogue's
 * prices, which include the tax where `taxInclusive` (total = subtotal − discount, of which
 * `taxMinor` is tax) and exclude it elsewhere (total = subtotal − discount + tax). The invoice
 * states the same charge net (`invoiceFigures`).
 */
export interface CheckoutEstimate {
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
  taxRateBasisPoints: number;
  taxInclusive: boolean;
}

/**
 * What a purchase costs today: the lines' sum, less the coupon's percentage of it (rounded
 * down to the minor unit), taxed as the residence is (`splitTax`). The charge must equal
 * `totalMinor`.
 */
export function estimateCheckout(
  lines: readonly EstimateLine[],
  couponPercentOff: number | null,
  basis: TaxBasis,
): CheckoutEstimate {
  const subtotalMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const discountMinor = couponPercentOff ? Math.floor((subtotalMinor * couponPercentOff) / 100) : 0;
  const charge = splitTax(subtotalMinor - discountMinor, basis);
  return {
    subtotalMinor,
    discountMinor,
    taxMinor: charge.taxMinor,
    totalMinor: charge.grossMinor,
    taxRateBasisPoints: basis.rateBasisPoints,
    taxInclusive: basis.inclusive,
  };
}
