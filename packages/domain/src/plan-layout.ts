import { bestValueMonths, type PricedPlan } from './plan-value';

/** What the layout reads of a plan offered on the order page. */
export type PlanChoice = PricedPlan;

export interface PlanLayout<P extends PlanChoice> {
  /** The compact layout, for subscribers already on a 24-month cycle. */
  compact: boolean;
  plans: P[];
  /** Plan length to highlight, if any. */
  recommendedMonths: number | null;
}

/** docs/product.md#the-order-page: the cycle that switches the order page to its compact layout. */
export const COMPACT_LAYOUT_CYCLE_MONTHS = 24;

/**
 * Which plans a tier shows and which length is highlighted. docs/product.md#the-order-page compact plan layout: a
 * subscriber on a 24-month cycle is not offered 24-month plans again and is steered to the
 * 12-month plan. Everyone else sees every plan with the best value (least per month, from the
 * catalogue's prices) highlighted, in every tier, so switching tiers keeps a highlight.
 */
export function planLayout<P extends PlanChoice>(
  plans: readonly P[],
  currentBillingCycleMonths: number | null,
): PlanLayout<P> {
  if (currentBillingCycleMonths === COMPACT_LAYOUT_CYCLE_MONTHS) {
    const visible = plans.filter((plan) => plan.months !== COMPACT_LAYOUT_CYCLE_MONTHS);
    const twelve = visible.some((plan) => plan.months === 12);
    return { compact: true, plans: visible, recommendedMonths: twelve ? 12 : null };
  }
  return { compact: false, plans: [...plans], recommendedMonths: bestValueMonths(plans) };
}
