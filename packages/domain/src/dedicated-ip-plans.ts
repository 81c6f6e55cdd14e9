/** Dedicated IP plan codes, matching the catalogue's `addon-dedicated-ip` prices. */
export type DedicatedIpPlanCode =
  | 'addon-dedicated-ip-1m'
  | 'addon-dedicated-ip-12m'
  | 'addon-dedicated-ip-24m'
  | 'addon-dedicated-ip-1m-taxed'
  | 'addon-dedicated-ip-12m-taxed'
  | 'addon-dedicated-ip-24m-taxed';

/**
 * docs/product.md#offers-coupons-and-who-may-buy-what dedicated IP plan per billing cycle: 1 month, 12 months (also for the 15-month
 * cycle, a 12-month plan with 3 months free, which bills yearly), 24 months. The taxed
 * variant is for buyers charged sales tax on top (checkout `isTaxable`). Other cycles have
 * no dedicated IP plan.
 */
export function dedicatedIpPlanCode(
  billingCycleMonths: number,
  taxed: boolean,
): DedicatedIpPlanCode | null {
  const suffix = taxed ? '-taxed' : '';
  switch (billingCycleMonths) {
    case 1:
      return `addon-dedicated-ip-1m${suffix}`;
    case 12:
    case 15:
      return `addon-dedicated-ip-12m${suffix}`;
    case 24:
      return `addon-dedicated-ip-24m${suffix}`;
    default:
      return null;
  }
}

/** The catalogue price id of a plan code in a currency, e.g. `addon-dedicated-ip-12m-usd`. */
export function dedicatedIpPriceId(code: DedicatedIpPlanCode, currency: string): string {
  return `${code}-${currency.toLowerCase()}`;
}
