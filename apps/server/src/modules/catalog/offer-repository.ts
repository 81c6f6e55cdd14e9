import type { OfferAudience } from '@burrow/domain/buyer-standing';
import type { CouponAudience } from '@burrow/domain/coupons';
import { DEFAULT_LOCALE } from '@burrow/domain/locales';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';

export interface OfferRow {
  id: string;
  name: string;
  kind: 'standard' | 'free_trial' | 'win_back';
  /** Who may buy from it; the purchase rules decide with the buyer's history. */
  audience: OfferAudience;
}

export interface OfferPriceRow {
  price_id: string;
  product_id: string;
  product_name: string;
  product_description: string;
  product_kind: 'vpn' | 'addon' | 'perk';
  /** The countries whose residents may buy it (upper-case ISO codes); null: everywhere. */
  sold_in_countries: string[] | null;
  tier: 'TIER_BASIC' | 'TIER_VIP' | 'TIER_PREMIUM' | null;
  /** Devices connected at once; set for every VPN plan (migration 0025), null otherwise. */
  max_devices: number | null;
  billing_cycle_months: number;
  currency: string;
  amount_minor: number;
  renewal_amount_minor: number;
  /** The product's one-month price in the same currency: the undiscounted reference. */
  monthly_amount_minor: number | null;
  recommended: boolean;
  free_period_length: number | null;
  free_period_unit: 'day' | 'week' | 'month' | 'year' | null;
}

export interface EntitlementRow {
  product_id: string;
  entitlement_id: string;
  name: string;
  type: 'product' | 'feature';
}

/** A row of `findActiveOfferWithPrices`: the offer's columns, and a price's or nulls. */
type OfferJoinRow = { [K in keyof OfferPriceRow]: OfferPriceRow[K] | null } & {
  offer_name: string;
  offer_kind: OfferRow['kind'];
  offer_audience: OfferAudience;
  position: number | null;
};

/**
 * An active offer and its prices with their products, in the offer's order, in one round
 * trip (decision 0135); product texts in `locale` (a site locale code) where the catalogue
 * has them, else the English catalogue texts. Undefined for an unknown or inactive offer.
 */
export async function findActiveOfferWithPrices(
  db: Queryable,
  tenantId: string,
  offerId: string,
  locale: string = DEFAULT_LOCALE,
): Promise<{ offer: OfferRow; prices: OfferPriceRow[] } | undefined> {
  // The offer's row joined to each price (once, with no price, when it has none).
  const rows = await db.query<OfferJoinRow>(
    `SELECT o.name AS offer_name, o.kind AS offer_kind, o.audience AS offer_audience, x.*
       FROM offers o
       LEFT JOIN LATERAL (
         SELECT op.price_id, p.product_id, COALESCE(t.name, pr.name) AS product_name,
                COALESCE(t.description, pr.description) AS product_description,
                pr.kind AS product_kind, pr.sold_in_countries, pr.tier, pr.max_devices,
                p.billing_cycle_months, p.currency, p.amount_minor, p.renewal_amount_minor,
                monthly.amount_minor AS monthly_amount_minor, op.recommended,
                op.free_period_length, op.free_period_unit, op.position
           FROM offer_prices op
           JOIN prices p ON p.tenant_id = op.tenant_id AND p.id = op.price_id
           JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
           LEFT JOIN product_translations t ON t.tenant_id = pr.tenant_id AND t.product_id = pr.id
                AND t.locale = $3
           LEFT JOIN prices monthly ON monthly.tenant_id = p.tenant_id AND monthly.product_id = p.product_id
                AND monthly.currency = p.currency AND monthly.billing_cycle_months = 1
          WHERE op.tenant_id = o.tenant_id AND op.offer_id = o.id
       ) x ON true
      WHERE o.tenant_id = $1 AND o.id = $2 AND o.active
      ORDER BY x.position, x.price_id`,
    [tenantId, offerId, locale],
  );
  const [first] = rows;
  if (!first) return undefined;
  const offer: OfferRow = {
    id: offerId,
    name: first.offer_name,
    kind: first.offer_kind,
    audience: first.offer_audience,
  };
  const prices = rows.flatMap(
    ({
      offer_name: _name,
      offer_kind: _kind,
      offer_audience: _audience,
      position: _position,
      ...price
    }) => (price.price_id === null ? [] : [price as OfferPriceRow]),
  );
  return { offer, prices };
}

/** The products' entitlements, named in `locale` where translated, else in English. */
export function listEntitlements(
  db: Queryable,
  tenantId: string,
  productIds: readonly string[],
  locale: string = DEFAULT_LOCALE,
) {
  return db.query<EntitlementRow>(
    `SELECT e.product_id, e.entitlement_id, COALESCE(t.name, e.name) AS name, e.type
       FROM product_entitlements e
       LEFT JOIN product_entitlement_translations t ON t.tenant_id = e.tenant_id
            AND t.product_id = e.product_id AND t.entitlement_id = e.entitlement_id AND t.locale = $3
      WHERE e.tenant_id = $1 AND e.product_id = ANY($2::text[])
      ORDER BY e.product_id, e.entitlement_id`,
    [tenantId, productIds, locale],
  );
}

/** A price's product named in English (what invoice lines record) and in a site locale. */
export interface PriceProductNameRow {
  price_id: string;
  english_name: string;
  /** The name in the asked locale; the English name where the catalogue has none. */
  name: string;
  billing_cycle_months: number;
}

/** The products of `priceIds`, named in English and in `locale` (English where untranslated). */
export function listPriceProductNames(
  db: Queryable,
  tenantId: string,
  priceIds: readonly string[],
  locale: string,
) {
  return db.query<PriceProductNameRow>(
    `SELECT p.id AS price_id, pr.name AS english_name, COALESCE(t.name, pr.name) AS name,
            p.billing_cycle_months
       FROM prices p
       JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
       LEFT JOIN product_translations t ON t.tenant_id = pr.tenant_id AND t.product_id = pr.id
            AND t.locale = $3
      WHERE p.tenant_id = $1 AND p.id = ANY($2::text[])`,
    [tenantId, priceIds, locale],
  );
}

/** A product's name in a site locale, the English name where it has none; undefined if unknown. */
export async function findProductName(
  db: Queryable,
  tenantId: string,
  productId: string,
  locale: string,
): Promise<string | undefined> {
  const row = await queryOne<{ name: string }>(
    db,
    `SELECT COALESCE(t.name, pr.name) AS name
       FROM products pr
       LEFT JOIN product_translations t ON t.tenant_id = pr.tenant_id AND t.product_id = pr.id
            AND t.locale = $3
      WHERE pr.tenant_id = $1 AND pr.id = $2`,
    [tenantId, productId, locale],
  );
  return row?.name;
}

export interface CouponRow {
  code: string;
  description: string;
  percent_off: number | null;
  /** Whose purchases it discounts; the purchase rules decide with the buyer's history. */
  audience: CouponAudience;
  expires_at: Date | null;
  max_redemptions: number | null;
  redemptions: number;
  /** Set by staff (decision 0124); NULL on the catalogue's own coupons. */
  starts_at: Date | null;
  /** The plans (products) it covers; NULL: every plan. */
  product_ids: string[] | null;
  deactivated_at: Date | null;
}

export function findCoupon(db: Queryable, tenantId: string, code: string) {
  return queryOne<CouponRow>(
    db,
    `SELECT code, description, percent_off, audience, expires_at, max_redemptions, redemptions,
            starts_at, product_ids, deactivated_at
       FROM coupons WHERE tenant_id = $1 AND code = $2`,
    [tenantId, code],
  );
}

/** Counts a redemption unless the coupon ran out meanwhile; answers whether it counted. */
export async function redeemCoupon(
  db: Queryable,
  tenantId: string,
  code: string,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE coupons SET redemptions = redemptions + 1
      WHERE tenant_id = $1 AND code = $2 AND (max_redemptions IS NULL OR redemptions < max_redemptions)
      RETURNING code`,
    [tenantId, code],
  );
  return rows.length === 1;
}
