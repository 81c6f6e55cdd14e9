import type { OfferAudience } from '@burrow/domain/buyer-standing';
import type { CouponAudience } from '@burrow/domain/coupons';
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

export function findActiveOffer(db: Queryable, tenantId: string, offerId: string) {
  return queryOne<OfferRow>(
    db,
    `SELECT id, name, kind, audience FROM offers WHERE tenant_id = $1 AND id = $2 AND active`,
    [tenantId, offerId],
  );
}

/** The offer's prices with their products, in the offer's order. */
export function listOfferPrices(db: Queryable, tenantId: string, offerId: string) {
  return db.query<OfferPriceRow>(
    `SELECT op.price_id, p.product_id, pr.name AS product_name, pr.description AS product_description,
            pr.kind AS product_kind, pr.tier, pr.max_devices, p.billing_cycle_months, p.currency, p.amount_minor,
            p.renewal_amount_minor, monthly.amount_minor AS monthly_amount_minor, op.recommended,
            op.free_period_length, op.free_period_unit
       FROM offer_prices op
       JOIN prices p ON p.tenant_id = op.tenant_id AND p.id = op.price_id
       JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
       LEFT JOIN prices monthly ON monthly.tenant_id = p.tenant_id AND monthly.product_id = p.product_id
            AND monthly.currency = p.currency AND monthly.billing_cycle_months = 1
      WHERE op.tenant_id = $1 AND op.offer_id = $2
      ORDER BY op.position, op.price_id`,
    [tenantId, offerId],
  );
}

export function listEntitlements(db: Queryable, tenantId: string, productIds: readonly string[]) {
  return db.query<EntitlementRow>(
    `SELECT product_id, entitlement_id, name, type FROM product_entitlements
      WHERE tenant_id = $1 AND product_id = ANY($2::text[]) ORDER BY product_id, entitlement_id`,
    [tenantId, productIds],
  );
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
}

export function findCoupon(db: Queryable, tenantId: string, code: string) {
  return queryOne<CouponRow>(
    db,
    `SELECT code, description, percent_off, audience, expires_at, max_redemptions, redemptions
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
