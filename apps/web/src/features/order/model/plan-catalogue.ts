import type {
  Money,
  OfferPrice,
  OfferProduct,
  OfferResponse,
  Period,
} from '@burrow/contract/offers';
import { planLayout } from '@burrow/domain/plan-layout';
import { bestValueMonths, regularPrice, type RegularPrice } from '@burrow/domain/plan-value';

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
  /** What it costs now; the plan layout compares these. */
  amount: Money;
  /** The catalogue's regular price, struck through beside the offer price; null if none. */
  regular: RegularPrice | null;
}

export interface TierOption {
  product: OfferProduct;
  plans: PlanOption[];
  /** The plan length to highlight, from the domain's plan layout. */
  recommendedMonths: number | null;
  /** The lowest price per month among the shown plans ("from …" on the tier's card). */
  fromPerMonth: Money | null;
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
 * longest first (the longest is usually the best value, and on a phone the first card is the
 * one seen without scrolling). `currentBillingCycleMonths` is the visitor's own cycle, when signed in:
 * the domain's `planLayout` hides plans they should not be offered (docs/product.md#the-order-page compact layout).
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
          if (months === null) return [];
          const regular = regularPrice({
            months,
            amount: price.amount,
            amountWithoutDiscount: price.amountWithoutDiscount,
          });
          return [{ price, months, amount: price.amount, regular }];
        })
        .sort((a, b) => b.months - a.months);
      const layout = planLayout(plans, currentBillingCycleMonths);
      const cheapest = bestValueMonths(layout.plans);
      return {
        product,
        plans: layout.plans,
        recommendedMonths: layout.recommendedMonths,
        fromPerMonth:
          layout.plans.find((plan) => plan.months === cheapest)?.price.amountPerMonth ?? null,
      };
    })
    .filter((tier) => tier.plans.length > 0);
}

/** The tier shown first: the offer's recommended one, else the first. */
export function defaultTier(tiers: readonly TierOption[]): TierOption | undefined {
  return tiers.find((tier) => tier.product.recommended) ?? tiers[0];
}
