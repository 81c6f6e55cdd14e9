import type { OfferPrice, OfferProduct, OfferResponse, Period } from '@burrow/contract/offers';
import { planLayout } from '@burrow/domain/plan-layout';

/** The currencies the order page offers, in the order the picker lists them. */
export const ORDER_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;

const TIER_ORDER: Record<NonNullable<OfferProduct['tier']>, number> = {
  TIER_BASIC: 0,
  TIER_VIP: 1,
  TIER_PREMIUM: 2,
};

export interface PlanOption {
  price: OfferPrice;
  /** The paid length in months (the base period; a free period comes on top). */
  months: number;
  recommended: boolean;
}

export interface TierOption {
  product: OfferProduct;
  plans: PlanOption[];
  /** The plan length to highlight, from the domain's plan layout. */
  recommendedMonths: number | null;
}

/** A period in whole months, or null for periods that are not (days, weeks). */
export function periodMonths(period: Period): number | null {
  if (period.unit === 'month') return period.length;
  if (period.unit === 'year') return period.length * 12;
  return null;
}

/** Currencies in which the offer prices at least one VPN plan. */
export function offerCurrencies(offer: OfferResponse): string[] {
  const present = new Set(
    offer.products
      .filter((product) => product.kind === 'vpn')
      .flatMap((product) => product.prices.map((price) => price.amount.currency)),
  );
  return ORDER_CURRENCIES.filter((currency) => present.has(currency));
}

/**
 * The VPN tiers of an offer in one currency, Basic to Premium, each with its plan lengths
 * shortest first. `currentBillingCycleMonths` is the visitor's own cycle, when signed in:
 * the domain's `planLayout` hides plans they should not be offered (spec §9 compact layout).
 */
export function tierOptions(
  offer: OfferResponse,
  currency: string,
  currentBillingCycleMonths: number | null,
): TierOption[] {
  return offer.products
    .filter((product) => product.kind === 'vpn' && product.tier !== null)
    .sort((a, b) => TIER_ORDER[a.tier ?? 'TIER_BASIC'] - TIER_ORDER[b.tier ?? 'TIER_BASIC'])
    .map((product) => {
      const plans = product.prices
        .filter((price) => price.amount.currency === currency)
        .flatMap((price) => {
          const months = periodMonths(price.basePeriod);
          return months === null ? [] : [{ price, months, recommended: price.recommended }];
        })
        .sort((a, b) => a.months - b.months);
      const layout = planLayout(plans, currentBillingCycleMonths);
      return { product, plans: layout.plans, recommendedMonths: layout.recommendedMonths };
    })
    .filter((tier) => tier.plans.length > 0);
}

/** The tier shown first: the offer's recommended one, else the first. */
export function defaultTier(tiers: readonly TierOption[]): TierOption | undefined {
  return tiers.find((tier) => tier.product.recommended) ?? tiers[0];
}
