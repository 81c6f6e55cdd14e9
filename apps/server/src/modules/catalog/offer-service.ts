import type { OfferResponse } from '@burrow/contract/offers';
import { isCouponUsable } from '@burrow/domain/coupons';
import { isSoldInCountry } from '@burrow/domain/sales-countries';
import type { AppContext } from '../../app-context';
import { notFound } from '../../platform/errors';
import type { Queryable } from '../../db/database';
import {
  findActiveOfferWithPrices,
  findCoupon,
  findProductName,
  listEntitlements,
  listPriceProductNames,
  redeemCoupon,
  type CouponRow,
  type OfferPriceRow,
  type OfferRow,
} from './offer-repository';
import { toOfferResponse } from './offer-view';

/** Who the offer is shown to: their site locale, and their residence once known. */
export interface OfferAudienceView {
  locale: string;
  country: string | undefined;
}

/**
 * The offer in the visitor's language (English where a text is not translated); for a
 * known residence, without the products not sold there (decision 0107).
 */
export async function getOffer(
  ctx: AppContext,
  tenantId: string,
  offerId: string,
  view: OfferAudienceView,
): Promise<OfferResponse> {
  const found = await findActiveOfferWithPrices(ctx.db, tenantId, offerId, view.locale);
  if (!found) throw notFound('The offer');
  const { offer } = found;
  const { country } = view;
  const rows = found.prices.filter(
    (row) => country === undefined || isSoldInCountry(row.sold_in_countries, country),
  );
  const entitlements = await listEntitlements(
    ctx.db,
    tenantId,
    [...new Set(rows.map((r) => r.product_id))],
    view.locale,
  );
  return toOfferResponse(offer, rows, entitlements);
}

/** The offer and, in the order asked, its prices that a purchase names; 404 for an unknown offer. */
export async function loadOfferSelection(
  db: Queryable,
  tenantId: string,
  offerId: string,
  priceIds: readonly string[],
): Promise<{ offer: OfferRow; prices: (OfferPriceRow | undefined)[] }> {
  const found = await findActiveOfferWithPrices(db, tenantId, offerId);
  if (!found) throw notFound('The offer');
  const { offer, prices } = found;
  return { offer, prices: priceIds.map((id) => prices.find((row) => row.price_id === id)) };
}

/**
 * The products of prices, by price id: their English names (what invoice lines record) and
 * their names in the site `locale`, English where the catalogue has no translation (0107).
 */
export async function priceProductNames(
  db: Queryable,
  tenantId: string,
  priceIds: readonly string[],
  locale: string,
): Promise<Map<string, { englishName: string; name: string; cycleMonths: number }>> {
  const rows =
    priceIds.length > 0 ? await listPriceProductNames(db, tenantId, priceIds, locale) : [];
  return new Map(
    rows.map((row) => [
      row.price_id,
      {
        englishName: row.english_name,
        name: row.name,
        cycleMonths: Number(row.billing_cycle_months),
      },
    ]),
  );
}

/** A product's name in a site `locale` (decision 0107), English where untranslated. */
export function productNameIn(
  db: Queryable,
  tenantId: string,
  productId: string,
  locale: string,
): Promise<string | undefined> {
  return findProductName(db, tenantId, productId, locale);
}

export function lookupCoupon(
  db: Queryable,
  tenantId: string,
  code: string,
): Promise<CouponRow | undefined> {
  return findCoupon(db, tenantId, code);
}

/** A coupon that is active, has started, has not expired and has uses left (whoever it is for). */
export function isUsableCoupon(coupon: CouponRow, now: Date): boolean {
  return isCouponUsable(
    {
      startsAt: coupon.starts_at,
      deactivatedAt: coupon.deactivated_at,
      expiresAt: coupon.expires_at,
      maxRedemptions: coupon.max_redemptions,
      redemptions: coupon.redemptions,
    },
    now,
  );
}

/** Counts one use of a coupon; false when it has run out. Call inside the purchase's transaction. */
export function countCouponRedemption(
  tx: Queryable,
  tenantId: string,
  code: string,
): Promise<boolean> {
  return redeemCoupon(tx, tenantId, code);
}
