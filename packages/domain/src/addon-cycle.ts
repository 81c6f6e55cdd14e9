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
