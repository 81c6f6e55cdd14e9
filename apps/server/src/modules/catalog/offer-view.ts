import type { OfferPrice, OfferProduct, OfferResponse, Period } from '@burrow/contract/offers';
import {
  amountWithoutDiscount,
  discountAmount,
  discountPercentage,
} from '@burrow/domain/discounts';
import { MONEY_BACK_GUARANTEE_DAYS } from '@burrow/domain/money-back-guarantee';
import { amountOf } from '@burrow/domain/money';
import { amountPerDay, amountPerMonth, periodDays } from '@burrow/domain/price-period';
import type { EntitlementRow, OfferPriceRow, OfferRow } from './offer-repository';

function totalPeriodOf(base: Period, free: Period | null): Period {
  if (!free) return base;
  if (free.unit === base.unit) return { length: base.length + free.length, unit: base.unit };
  return { length: periodDays(base) + periodDays(free), unit: 'day' };
}

/** One offer price in the wire's Price shape (docs/product.md#prices-per-period-and-discounts), every figure from the domain's money rules. */
export function toOfferPrice(row: OfferPriceRow): OfferPrice {
  const amount = amountOf(row.amount_minor, row.currency);
  const basePeriod: Period = { length: row.billing_cycle_months, unit: 'month' };
  const freePeriod: Period | null =
    row.free_period_length !== null && row.free_period_unit !== null
      ? { length: row.free_period_length, unit: row.free_period_unit }
      : null;
  const undiscounted = amountWithoutDiscount(
    amountOf(row.monthly_amount_minor ?? row.amount_minor, row.currency),
    row.monthly_amount_minor === null ? 1 : row.billing_cycle_months,
  );
  return {
    id: row.price_id,
    productId: row.product_id,
    totalPeriod: totalPeriodOf(basePeriod, freePeriod),
    basePeriod,
    freePeriod,
    amount,
    nextPrice: amountOf(row.renewal_amount_minor, row.currency),
    amountPerMonth: amountPerMonth(amount, basePeriod),
    amountPerDay: amountPerDay(amount, basePeriod),
    amountWithoutDiscount: undiscounted,
    discountAmount: discountAmount(undiscounted, amount),
    discountPercentage: discountPercentage(undiscounted, amount),
    recommended: row.recommended,
    externalRef: `krn:price:${row.price_id}`,
  };
}

/** Groups the offer's prices by product, keeping the offer's order (docs/product.md#offers-coupons-and-who-may-buy-what Product/offer). */
export function toOfferResponse(
  offer: OfferRow,
  rows: readonly OfferPriceRow[],
  entitlements: readonly EntitlementRow[],
): OfferResponse {
  const products = new Map<string, OfferProduct>();
  for (const row of rows) {
    let product = products.get(row.product_id);
    if (!product) {
      product = {
        id: row.product_id,
        name: row.product_name,
        displayName: row.product_name,
        description: row.product_description,
        tier: row.tier,
        kind: row.product_kind,
        entitlements: entitlements
          .filter((e) => e.product_id === row.product_id)
          .map((e) => ({ id: e.entitlement_id, name: e.name, type: e.type })),
        maxDevices: row.max_devices,
        soldInCountries: row.sold_in_countries,
        moneyBackGuaranteeDays: MONEY_BACK_GUARANTEE_DAYS,
        billingType: 'recurring',
        recommended: false,
        prices: [],
      };
      products.set(row.product_id, product);
    }
    const price = toOfferPrice(row);
    product.prices.push(price);
    product.recommended ||= price.recommended;
  }
  return {
    id: offer.id,
    name: offer.name,
    kind: offer.kind,
    newCustomersOnly: offer.audience === 'new_customers',
    products: [...products.values()],
  };
}
