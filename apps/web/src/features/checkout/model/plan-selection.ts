import type { OfferPrice, OfferProduct, OfferResponse, Period } from '@burrow/contract/offers';
import { addonPricePeriod, type PlanTerm } from '@burrow/domain/addon-cycle';

export interface SelectedPlan {
  product: OfferProduct;
  price: OfferPrice;
}

export interface AddonChoice {
  product: OfferProduct;
  price: OfferPrice;
  /** What the price pays for with this plan (`addonPricePeriod`), which its line states. */
  period: Period;
}

function months(period: Period): number | null {
  if (period.unit === 'month') return period.length;
  if (period.unit === 'year') return period.length * 12;
  return null;
}

/** The VPN plan a checkout link names, or null when the offer has no such plan. */
export function findPlan(offer: OfferResponse, priceId: string | null): SelectedPlan | null {
  if (!priceId) return null;
  for (const product of offer.products) {
    if (product.kind !== 'vpn') continue;
    const price = product.prices.find((candidate) => candidate.id === priceId);
    if (price) return { product, price };
  }
  return null;
}

/**
 * The add-ons a plan can be bought with: each add-on product's price in the plan's currency
 * and billing cycle (`addonPricePeriod`, the rule checkout enforces: an add-on is billed with
 * its plan), with the period that price pays for on this plan. A product without such a
 * price is not offered with this plan. Add-ons whose every entitlement the plan already
 * includes are left out, so Premium buyers are not sold what they have. Where the buyer may
 * buy is the server's: for a residence it answers the offer without what is not sold there.
 */
export function addonChoices(offer: OfferResponse, plan: SelectedPlan): AddonChoice[] {
  const included = new Set(plan.product.entitlements.map((entitlement) => entitlement.id));
  const planMonths = months(plan.price.basePeriod);
  if (planMonths === null) return [];
  const term: PlanTerm = {
    billingCycleMonths: planMonths,
    currency: plan.price.amount.currency,
    freePeriod: plan.price.freePeriod,
    // A trial charges nothing until its free days end; other offers add theirs after.
    freePeriodFirst: offer.kind === 'free_trial',
  };
  return offer.products.flatMap((product) => {
    if (product.kind !== 'addon') return [];
    if (product.entitlements.every((entitlement) => included.has(entitlement.id))) return [];
    for (const price of product.prices) {
      const length = months(price.basePeriod);
      if (length === null) continue;
      const period = addonPricePeriod(
        { billingCycleMonths: length, currency: price.amount.currency },
        term,
      );
      if (period) return [{ product, price, period }];
    }
    return [];
  });
}
