import { proratedCharge, remainingDays } from './proration';
import { splitTax, type TaxBasis } from './tax-rates';

/** The most seats one purchase may add: a larger order is a sales conversation. */
export const MAX_SEATS_PER_PURCHASE = 100;

export interface SeatQuote {
  seats: number;
  /** One seat for a whole billing cycle: the plan's renewal price. */
  unitCycleMinor: number;
  /** One seat for the whole days left until the shared renewal date. */
  unitProratedMinor: number;
  daysRemaining: number;
  periodDays: number;
  /** At the plan's price: tax included where `taxInclusive`, else added to make the total. */
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
  taxInclusive: boolean;
}

/**
 * What adding seats to a running business subscription costs now: each seat at the plan's
 * cycle price for the whole days left of the current period (so every seat renews on the
 * same date), rounded down per seat, taxed on the lot as the residence is (`splitTax`). Nothing is left to charge once the
 * period has run out; the caller refuses such a purchase.
 */
export function quoteSeats(input: {
  seats: number;
  unitCycleMinor: number;
  period: { start: Date; end: Date };
  now: Date;
  tax: TaxBasis;
}): SeatQuote {
  const seats = Math.max(0, Math.floor(input.seats));
  const { remaining, totalDays } = remainingDays(input.period, input.now);
  const unitProratedMinor = proratedCharge(input.unitCycleMinor, input.period, input.now);
  const subtotalMinor = unitProratedMinor * seats;
  const charge = splitTax(subtotalMinor, input.tax);
  return {
    seats,
    unitCycleMinor: input.unitCycleMinor,
    unitProratedMinor,
    daysRemaining: remaining,
    periodDays: totalDays,
    subtotalMinor,
    taxMinor: charge.taxMinor,
    totalMinor: charge.grossMinor,
    taxInclusive: input.tax.inclusive,
  };
}
