import type { OfferPrice, OfferProduct, OfferResponse, Period } from '@burrow/contract/offers';
import type { Subscription } from '@burrow/contract/subscriptions';
import { makeKrn } from '@burrow/domain/krn';

export interface RenewalPlan {
  product: OfferProduct;
  price: OfferPrice;
}

/** A plan whose price is gone is renewed in the default currency (docs/product.md#money default USD). */
const FALLBACK_CURRENCY = 'USD';

function months(period: Period): number | null {
  if (period.unit === 'month') return period.length;
  if (period.unit === 'year') return period.length * 12;
  return null;
}

/**
 * The plan a renewal buys: the subscription's own price (`price_krns[0]` is
 * `krn:price:<price id>`) when the offer still sells it; otherwise the same tier and billing
 * cycle in USD, at full price (a free period is for new customers only). Null when the
 * offer has neither.
 */
export function renewalPlan(
  offer: OfferResponse,
  subscription: Pick<Subscription, 'price_krns' | 'tier' | 'next_billing_cycle'>,
): RenewalPlan | null {
  const plans = offer.products.filter((product) => product.kind === 'vpn');
  const priceKrn = subscription.price_krns[0];
  for (const product of plans) {
    const price = product.prices.find((candidate) => makeKrn('price', candidate.id) === priceKrn);
    if (price) return { product, price };
  }
  for (const product of plans) {
    if (product.tier !== subscription.tier) continue;
    const price = product.prices.find(
      (candidate) =>
        candidate.amount.currency === FALLBACK_CURRENCY &&
        candidate.freePeriod === null &&
        months(candidate.basePeriod) === subscription.next_billing_cycle,
    );
    if (price) return { product, price };
  }
  return null;
}
