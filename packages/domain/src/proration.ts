import { splitTax, type TaxBasis } from './tax-rates';

const DAY_MS = 86_400_000;

/**
 * A paid stretch of service: what was paid for it (before tax where prices exclude it, the
 * whole payment where they include it: the terms the new price is in), and its dates.
 */
export interface PaidPeriod {
  paidMinor: number;
  start: Date;
  end: Date;
}

/**
 * Whole days left of a period at `now`, and the period's length in days. Proration counts
 * whole days so a quote stays the same all day: a customer who reads a price and confirms a
 * minute later is charged what they read (a quote that crosses midnight is refused as stale).
 */
export function remainingDays(period: { start: Date; end: Date }, now: Date) {
  const totalDays = Math.max(
    1,
    Math.round((period.end.getTime() - period.start.getTime()) / DAY_MS),
  );
  const left = Math.floor((period.end.getTime() - now.getTime()) / DAY_MS);
  return { remaining: Math.min(totalDays, Math.max(0, left)), totalDays };
}

/**
 * Credit for the unused part of what was paid: each payment's share of the days left,
 * rounded down to the minor unit per payment (never more than was paid).
 */
export function unusedTimeCredit(paid: readonly PaidPeriod[], now: Date): number {
  return paid.reduce((sum, period) => {
    const { remaining, totalDays } = remainingDays(period, now);
    return sum + Math.floor((Math.max(0, period.paidMinor) * remaining) / totalDays);
  }, 0);
}

/**
 * What an add-on joining a running period costs: its price for the whole cycle, for the
 * days left of the period, rounded down (the customer never pays for a partial day).
 */
export function proratedCharge(
  cycleMinor: number,
  period: { start: Date; end: Date },
  now: Date,
): number {
  const { remaining, totalDays } = remainingDays(period, now);
  return Math.floor((cycleMinor * remaining) / totalDays);
}

export interface PlanChangeFigures {
  /** The new items at their full price for a whole cycle (tax included where prices include it). */
  subtotalMinor: number;
  discountMinor: number;
  /** Credit used against this charge (at most the subtotal less the discount). */
  creditMinor: number;
  /** Added to the charge, or (tax-inclusive prices) part of it. */
  taxMinor: number;
  /** Charged now: never negative. */
  totalMinor: number;
  /** Credit left over once the charge is covered, turned into extra days on the new plan. */
  extraDays: number;
}

/**
 * Prices an immediate plan change: the new plan (and add-ons) for a full cycle, less the
 * coupon, less the credit for unused time, taxed as the residence is (`splitTax`). When the credit is more
 * than the new plan costs (a downgrade late in a long period), nothing is charged and the
 * rest of the credit buys whole extra days of the new plan at its daily price.
 */
export function planChangeFigures(input: {
  itemsMinor: readonly number[];
  couponPercentOff: number | null;
  creditMinor: number;
  tax: TaxBasis;
  newCycleDays: number;
}): PlanChangeFigures {
  const subtotalMinor = input.itemsMinor.reduce((sum, amount) => sum + amount, 0);
  const discountMinor = input.couponPercentOff
    ? Math.floor((subtotalMinor * input.couponPercentOff) / 100)
    : 0;
  const payable = subtotalMinor - discountMinor;
  const creditMinor = Math.min(Math.max(0, input.creditMinor), payable);
  const leftover = Math.max(0, input.creditMinor) - creditMinor;
  const charge = splitTax(payable - creditMinor, input.tax);
  const extraDays =
    leftover > 0 && payable > 0 ? Math.floor((leftover * input.newCycleDays) / payable) : 0;
  return {
    subtotalMinor,
    discountMinor,
    creditMinor,
    taxMinor: charge.taxMinor,
    totalMinor: charge.grossMinor,
    extraDays,
  };
}
