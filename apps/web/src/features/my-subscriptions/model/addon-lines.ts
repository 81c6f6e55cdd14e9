import type { OfferPrice, OfferResponse } from '@burrow/contract/offers';
import type { Addon, Subscription } from '@burrow/contract/subscriptions';
import type { PlanOption } from './plan-options';
import { periodMonths } from './plan-options';

type AddonType = Addon['addon_type'];

/**
 * The catalogue product of each add-on type the subscription read model reports. The read
 * model names an add-on by type, the v2 checkout removes one by product id; the older
 * type aliases (`idp_monitor`, `pip_scanning`, …) are the same products.
 */
export const ADDON_PRODUCT_IDS: Record<AddonType, string> = {
  dip: 'addon-dedicated-ip',
  idp_monitoring: 'addon-id-alerts',
  idp_monitor: 'addon-id-alerts',
  idp_insurance: 'addon-id-insurance',
  pip_data_removal: 'addon-data-removal',
  pip_scanning: 'addon-data-removal',
  credit_scanner: 'addon-credit-scanner',
  idp_credit_scanner: 'addon-credit-scanner',
  credit_report: 'addon-credit-report',
  idp_credit_report: 'addon-credit-report',
};

function typeOfProduct(productId: string): AddonType | null {
  const found = Object.entries(ADDON_PRODUCT_IDS).find(([, id]) => id === productId);
  return found ? (found[0] as AddonType) : null;
}

/** The add-on a price of the offer is for (a quote names its lines by price id). */
export function addonOfPrice(
  offer: OfferResponse,
  priceId: string | null,
): Pick<AddonLine, 'productId' | 'type' | 'name'> | null {
  const product = offer.products.find(
    (candidate) =>
      candidate.kind === 'addon' && candidate.prices.some((price) => price.id === priceId),
  );
  return product
    ? { productId: product.id, type: typeOfProduct(product.id), name: product.displayName }
    : null;
}

/** One add-on as the page shows it: on the subscription, or one that could be added. */
export interface AddonLine {
  productId: string;
  /** For the catalogue label; null for a product this page has no words for yet. */
  type: AddonType | null;
  /** The offer's name for it, shown when there is no label. */
  name: string;
  /** ACTIVE renews with the plan, NON_RENEWING stops at the period end, null: not on it. */
  status: 'ACTIVE' | 'NON_RENEWING' | null;
  /** Its price for the plan's billing cycle and currency; null when it is not sold for them. */
  price: OfferPrice | null;
  /** The plan already gives everything this add-on gives. */
  includedInPlan: boolean;
}

function priceFor(
  prices: readonly OfferPrice[],
  currency: string,
  months: number,
): OfferPrice | null {
  return (
    prices.find(
      (price) => price.amount.currency === currency && periodMonths(price.basePeriod) === months,
    ) ?? null
  );
}

/**
 * The subscription's add-ons first (as the server reports them), then every add-on of the
 * offer it does not have, each with its price for the plan's cycle and currency.
 */
export function addonLines(
  offer: OfferResponse,
  subscription: Subscription,
  plan: PlanOption,
): AddonLine[] {
  const currency = plan.price.amount.currency;
  const addonProducts = offer.products.filter((product) => product.kind === 'addon');
  const planGives = new Set(plan.entitlementIds);
  const lines: AddonLine[] = [];
  const seen = new Set<string>();
  for (const addon of subscription.addons) {
    if (addon.status === 'CANCELLED') continue;
    const productId = ADDON_PRODUCT_IDS[addon.addon_type];
    if (seen.has(productId)) continue;
    seen.add(productId);
    const product = addonProducts.find((candidate) => candidate.id === productId);
    lines.push({
      productId,
      type: addon.addon_type,
      name: product?.displayName ?? productId,
      status: addon.status,
      price: product ? priceFor(product.prices, currency, plan.months) : null,
      includedInPlan: false,
    });
  }
  for (const product of addonProducts) {
    if (seen.has(product.id)) continue;
    const gives = product.entitlements.map((entitlement) => entitlement.id);
    lines.push({
      productId: product.id,
      type: typeOfProduct(product.id),
      name: product.displayName,
      status: null,
      price: priceFor(product.prices, currency, plan.months),
      includedInPlan: gives.length > 0 && gives.every((id) => planGives.has(id)),
    });
  }
  return lines;
}
