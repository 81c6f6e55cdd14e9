import { periodDays, type Period } from './price-period';

/** The part of a price that decides whether an add-on can ride on a plan. */
export interface CyclePrice {
  billingCycleMonths: number;
  currency: string;
}

/**
 * An add-on is billed with its plan, one invoice per period (decision 0074): its price must
 * be for the plan's billing cycle and in the plan's currency. A 1-month add-on on a yearly
 * plan would be paid once and then carried, unpaid, for the other eleven months and renewed
 * yearly at the monthly price. Purchases and plan changes both ask this.
 */
export function isAddonPriceAvailable(addon: CyclePrice, plan: CyclePrice): boolean {
  return addon.billingCycleMonths === plan.billingCycleMonths && addon.currency === plan.currency;
}

/** A plan price as bought: its cycle, and the free period its offer adds, if any. */
export interface PlanTerm extends CyclePrice {
  freePeriod: Period | null;
  /**
   * The free period comes before the first payment (a trial: nothing is charged until it
   * ends) rather than after a paid period (a win-back's "3 months free").
   */
  freePeriodFirst: boolean;
}

/**
 * The period an add-on's price pays for when bought with this plan, as every price line
 * must state it (decision 0104): the add-on starts and ends with its plan's first term, so
 * free time added after a paid period is covered by the same payment, while a trial's free
 * days come before any payment. Null when the add-on's price cannot ride on this plan at all,
 * so no line can claim a period the buyer would not get (a 12-month price on a 6-month plan).
 */
export function addonPricePeriod(addon: CyclePrice, plan: PlanTerm): Period | null {
  if (!isAddonPriceAvailable(addon, plan)) return null;
  const paid: Period = { length: plan.billingCycleMonths, unit: 'month' };
  const bonus = plan.freePeriodFirst ? null : plan.freePeriod;
  if (!bonus || bonus.length === 0) return paid;
  if (bonus.unit === 'month') return { length: paid.length + bonus.length, unit: 'month' };
  if (bonus.unit === 'year') return { length: paid.length + bonus.length * 12, unit: 'month' };
  return { length: periodDays(paid) + periodDays(bonus), unit: 'day' };
}
