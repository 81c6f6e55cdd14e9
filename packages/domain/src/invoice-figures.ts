import { splitTax, type TaxBasis } from './tax-rates';

/** A charge as its invoice states it: net lines and discount, the tax, and the total paid. */
export interface InvoiceFigures {
  /** Each line before tax, in the order given; they add up to `subtotalMinor`. */
  linesMinor: number[];
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  /** What was charged: always subtotal − discount + tax. */
  totalMinor: number;
}

/**
 * Turns a charge priced as the buyer saw it (lines and discount at their prices, which include
 * the tax where `basis.inclusive`) into an invoice's figures, so every invoice keeps
 * total = subtotal − discount + tax (decision 0108). Tax-exclusive prices already are net.
 * Tax-inclusive ones: the tax is that of the whole charge (`splitTax` of lines − discount, as
 * the quote computed it, so the invoice never differs from what was charged by a cent); the
 * subtotal is the lines' sum less its own tax, each line less its own, with the rounding
 * difference put on the largest line; the discount is what is left to balance, so with no
 * discount it is 0.
 */
export function invoiceFigures(
  linesMinor: readonly number[],
  discountMinor: number,
  basis: TaxBasis,
): InvoiceFigures {
  const grossSubtotal = linesMinor.reduce((sum, amount) => sum + amount, 0);
  const charge = splitTax(grossSubtotal - discountMinor, basis);
  if (!basis.inclusive) {
    return {
      linesMinor: [...linesMinor],
      subtotalMinor: grossSubtotal,
      discountMinor,
      taxMinor: charge.taxMinor,
      totalMinor: charge.grossMinor,
    };
  }
  const subtotalMinor = splitTax(grossSubtotal, basis).netMinor;
  const netLines = linesMinor.map((amount) => splitTax(amount, basis).netMinor);
  const largest = linesMinor.reduce(
    (best, amount, index) => (amount > (linesMinor[best] ?? 0) ? index : best),
    0,
  );
  if (netLines.length > 0) {
    const residue = subtotalMinor - netLines.reduce((sum, amount) => sum + amount, 0);
    netLines[largest] = (netLines[largest] ?? 0) + residue;
  }
  return {
    linesMinor: netLines,
    subtotalMinor,
    discountMinor: subtotalMinor - charge.netMinor,
    taxMinor: charge.taxMinor,
    totalMinor: charge.grossMinor,
  };
}
