import type { OfferPrice, OfferProduct, OfferResponse, Period } from '@burrow/contract/offers';

export interface SelectedPlan {
  product: OfferProduct;
  price: OfferPrice;
}

export interface AddonChoice {
  product: OfferProduct;
  price: OfferPrice;
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

// After the plan's own length, these lengths are tried in turn for an add-on.
const FALLBACK_ADDON_MONTHS = [12, 1];

/**
 * The add-ons a plan can be bought with: each add-on product's price in the plan's
 * currency and length where it has one, else its 12-month, else its 1-month price. Add-ons
 * whose every entitlement the plan already includes are left out, so Premium buyers are
 * not sold what they have.
 */
export function addonChoices(offer: OfferResponse, plan: SelectedPlan): AddonChoice[] {
  const included = new Set(plan.product.entitlements.map((entitlement) => entitlement.id));
  const currency = plan.price.amount.currency;
  const planMonths = months(plan.price.basePeriod);
  const wanted = [...(planMonths === null ? [] : [planMonths]), ...FALLBACK_ADDON_MONTHS];
  return offer.products.flatMap((product) => {
    if (product.kind !== 'addon') return [];
    if (product.entitlements.every((entitlement) => included.has(entitlement.id))) return [];
    const inCurrency = product.prices.filter((price) => price.amount.currency === currency);
    for (const length of wanted) {
      const price = inCurrency.find((candidate) => months(candidate.basePeriod) === length);
      if (price) return [{ product, price }];
    }
    return [];
  });
}
