import type { OfferPrice, OfferProduct, OfferResponse, Period } from '@burrow/contract/offers';
import type { Subscription } from '@burrow/contract/subscriptions';
import { krnId } from '@burrow/domain/krn';

export type PlanTier = NonNullable<OfferProduct['tier']>;

/** A VPN plan of the offer: one tier for one billing cycle in one currency. */
export interface PlanOption {
  priceId: string;
  productId: string;
  productName: string;
  tier: PlanTier;
  months: number;
  price: OfferPrice;
  /** What the product gives (entitlement ids), to tell which add-ons a plan already includes. */
  entitlementIds: readonly string[];
}

/** Months of a billing period ("1 year" is 12). */
export function periodMonths(period: Period): number {
  return period.unit === 'year' ? period.length * 12 : period.length;
}

/** The price a subscription is on: `price_krns[0]` is `krn:price:<price id>`. */
export function currentPriceId(subscription: Subscription): string | null {
  const krn = subscription.price_krns[0];
  return krn ? krnId(krn) : null;
}

function optionsOf(product: OfferProduct): PlanOption[] {
  const tier = product.tier;
  if (product.kind !== 'vpn' || tier === null) return [];
  return product.prices.map((price) => ({
    priceId: price.id,
    productId: product.id,
    productName: product.displayName,
    tier,
    // The billing cycle is the paid period; a free period only delays the first renewal.
    months: periodMonths(price.basePeriod),
    price,
    entitlementIds: product.entitlements.map((entitlement) => entitlement.id),
  }));
}

/**
 * Every plan of the offer sold in `currency`, tier by tier in the offer's order, shortest
 * cycle first: the plans a subscription in that currency could move to.
 */
export function planOptions(offer: OfferResponse, currency: string): PlanOption[] {
  return offer.products.flatMap((product) =>
    optionsOf(product)
      .filter((option) => option.price.amount.currency === currency)
      .sort((a, b) => a.months - b.months),
  );
}

/** The offer's plan with this price id, if the offer sells it. */
export function findPlan(offer: OfferResponse, priceId: string | null): PlanOption | null {
  if (!priceId) return null;
  for (const product of offer.products) {
    const found = optionsOf(product).find((option) => option.priceId === priceId);
    if (found) return found;
  }
  return null;
}
