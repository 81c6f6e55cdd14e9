import { compareAmounts, toMinorUnits, type Amount } from './money';
import { amountPerMonth } from './price-period';

/** What the value rules read of one plan length of a tier, in one currency. */
export interface PricedPlan {
  /** The paid length in months. */
  months: number;
  /** What the plan costs now (the offer price). */
  amount: Amount;
}

/**
 * The plan that costs least per month: "Best value" on the order page. Compared exactly
 * (total × the other's months), not by the rounded per-month figures, so two plans whose
 * displayed monthly prices round alike still rank by what they really cost. On a tie the
 * shorter plan wins: the same monthly price with less paid up front is the better deal.
 * Null when there is no plan or the plans are not in one currency (nothing to compare).
 */
export function bestValueMonths(plans: readonly PricedPlan[]): number | null {
  const currencies = new Set(plans.map((plan) => plan.amount.currency));
  if (currencies.size !== 1) return null;
  let best: PricedPlan | null = null;
  for (const plan of plans) {
    if (plan.months <= 0) continue;
    if (best === null) {
      best = plan;
      continue;
    }
    const cost = toMinorUnits(plan.amount) * best.months;
    const bestCost = toMinorUnits(best.amount) * plan.months;
    if (cost < bestCost || (cost === bestCost && plan.months < best.months)) best = plan;
  }
  return best?.months ?? null;
}

/** A plan's regular price, to show struck through beside what it costs now. */
export interface RegularPrice {
  total: Amount;
  perMonth: Amount;
}

/**
 * The regular price to strike through: the catalogue's price of the same length without the
 * discount (`amountWithoutDiscount`), only when it is really more than the offer price, so
 * the page never strikes through a price equal to (or below) what the buyer pays.
 */
export function regularPrice(
  plan: PricedPlan & { amountWithoutDiscount: Amount },
): RegularPrice | null {
  const { amount, amountWithoutDiscount, months } = plan;
  if (amount.currency !== amountWithoutDiscount.currency || months <= 0) return null;
  if (compareAmounts(amountWithoutDiscount, amount) <= 0) return null;
  return {
    total: amountWithoutDiscount,
    perMonth: amountPerMonth(amountWithoutDiscount, { length: months, unit: 'month' }),
  };
}
