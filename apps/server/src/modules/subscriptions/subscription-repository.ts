import type { SubscriptionItemStatus } from '@burrow/domain/subscription-lifecycle';
import type { Queryable } from '../../db/database';

export interface SubscriptionRow {
  id: string;
  price_id: string;
  type: string;
  status: SubscriptionItemStatus;
  revoked_at: Date | null;
  billing_system: 'burrow' | 'legacy' | 'app_store' | 'play_store' | 'partner';
  auto_billing_enabled: boolean;
  supports_autobill: boolean;
  auto_bill_failed_on: Date | null;
  /** The failed renewal's payment waits for the customer to authenticate it (decision 0086). */
  authentication_required: boolean;
  manual_renew_allowed: boolean;
  payment_method: string;
  card_brand: string | null;
  card_last4: string | null;
  current_period_end: Date;
  purchased_at: Date;
  setup_link_token: string | null;
  billing_cycle_months: number;
  product_id: string;
  product_name: string;
  tier: 'TIER_BASIC' | 'TIER_VIP' | 'TIER_PREMIUM';
  /** The open pause (decision 0102), if paused. */
  pause_started_at: Date | null;
  pause_resumes_at: Date | null;
  /** When the latest pause, open or ended, began: pauses are offered once a year. */
  last_pause_started_at: Date | null;
  /** Where the subscription is taxed, when it was recorded at purchase. */
  tax_country: string | null;
  tax_region: string | null;
  /** The owner's country: the billing run taxes by it when the plan recorded none. */
  customer_country: string | null;
}

export interface AddonRow {
  id: string;
  subscription_id: string;
  product_id: string;
  addon_type: string;
  status: 'ACTIVE' | 'NON_RENEWING' | 'CANCELLED';
}

export interface EntitlementRow {
  product_id: string;
  entitlement_id: string;
  name: string;
  type: 'product' | 'feature';
}

export interface LicenseRow {
  id: string;
  subscription_id: string;
  state: 'active' | 'revoked' | 'unassigned';
  assigned_email: string | null;
}

/** A router coupon; its code and expiry are null while it is being set up. */
export interface CouponRow {
  id: string;
  subscription_id: string;
  code: string | null;
  expires_at: Date | null;
  requested_at: Date;
}

/** A holiday eSIM; its allowance and expiry are null while it is being set up. */
export interface EsimRow {
  id: string;
  subscription_id: string;
  data_gb: number | null;
  expires_at: Date | null;
}

export interface SubscriptionRecord {
  subscription: SubscriptionRow;
  addons: AddonRow[];
  entitlements: EntitlementRow[];
  licenses: LicenseRow[];
  coupons: CouponRow[];
  esims: EsimRow[];
}

/** A row of the one query below: the subscription, its own rows aggregated as JSON arrays. */
interface SubscriptionWithChildren extends SubscriptionRow {
  addons: AddonRow[];
  licenses: LicenseRow[];
  coupons: Array<
    Omit<CouponRow, 'expires_at' | 'requested_at'> & {
      expires_at: string | null;
      requested_at: string;
    }
  >;
  esims: Array<Omit<EsimRow, 'expires_at'> & { expires_at: string | null }>;
  entitlements: EntitlementRow[];
}

/**
 * Loads a user's subscriptions with everything the read model shows in one query — one
 * database round trip however many subscriptions there are, since the dashboard calls this
 * on every visit and round trips, not rows, are its cost (bench/results). `subscriptionId`
 * narrows it to one. Entitlements are those of the plan and of add-ons not cancelled.
 */
export async function loadSubscriptionRecords(
  db: Queryable,
  tenantId: string,
  userId: string,
  subscriptionId?: string,
): Promise<SubscriptionRecord[]> {
  const rows = await db.query<SubscriptionWithChildren>(
    `SELECT s.id, s.price_id, s.type, s.status, s.revoked_at, s.billing_system, s.auto_billing_enabled,
            s.supports_autobill, s.auto_bill_failed_on, s.manual_renew_allowed, s.payment_method,
            s.card_brand, s.card_last4, s.current_period_end, s.purchased_at, s.setup_link_token,
            p.billing_cycle_months, pr.id AS product_id, pr.name AS product_name, pr.tier,
            op.started_at AS pause_started_at, op.resumes_at AS pause_resumes_at,
            (SELECT max(sp.started_at) FROM subscription_pauses sp
              WHERE sp.subscription_id = s.id) AS last_pause_started_at,
            s.tax_country, s.tax_region,
            (SELECT u.country FROM users u WHERE u.tenant_id = s.tenant_id AND u.id = s.user_id
                AND u.deleted_at IS NULL) AS customer_country,
            EXISTS (SELECT 1 FROM renewal_authentications ra
                     JOIN invoices i ON i.id = ra.invoice_id AND i.status = 'payment_due'
                    WHERE ra.subscription_id = s.id AND ra.state = 'awaiting') AS authentication_required,
            COALESCE((SELECT json_agg(json_build_object('id', a.id, 'subscription_id', a.subscription_id,
                        'product_id', a.product_id, 'addon_type', apr.addon_type, 'status', a.status)
                        ORDER BY a.created_at, a.id)
                        FROM subscription_addons a
                        JOIN products apr ON apr.tenant_id = a.tenant_id AND apr.id = a.product_id
                       WHERE a.subscription_id = s.id), '[]') AS addons,
            COALESCE((SELECT json_agg(json_build_object('id', l.id, 'subscription_id', l.subscription_id,
                        'state', l.state, 'assigned_email', l.assigned_email) ORDER BY l.created_at, l.id)
                        FROM licenses l WHERE l.subscription_id = s.id), '[]') AS licenses,
            COALESCE((SELECT json_agg(json_build_object('id', c.id, 'subscription_id', c.subscription_id,
                        'code', c.code, 'expires_at', c.expires_at, 'requested_at', c.requested_at)
                        ORDER BY c.expires_at DESC NULLS FIRST, c.requested_at DESC)
                        FROM router_coupons c WHERE c.subscription_id = s.id), '[]') AS coupons,
            COALESCE((SELECT json_agg(json_build_object('id', e.id, 'subscription_id', e.subscription_id,
                        'data_gb', e.data_gb, 'expires_at', e.expires_at)
                        ORDER BY e.expires_at DESC NULLS FIRST, e.requested_at DESC)
                        FROM holiday_esims e WHERE e.subscription_id = s.id), '[]') AS esims,
            COALESCE((SELECT json_agg(json_build_object('product_id', pe.product_id,
                        'entitlement_id', pe.entitlement_id, 'name', pe.name, 'type', pe.type)
                        ORDER BY pe.entitlement_id)
                        FROM product_entitlements pe
                       WHERE pe.tenant_id = s.tenant_id
                         AND (pe.product_id = pr.id OR pe.product_id IN (
                               SELECT a.product_id FROM subscription_addons a
                                WHERE a.subscription_id = s.id AND a.status <> 'CANCELLED'))), '[]') AS entitlements
       FROM subscriptions s
       JOIN prices p ON p.tenant_id = s.tenant_id AND p.id = s.price_id
       JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
       LEFT JOIN subscription_pauses op ON op.subscription_id = s.id AND op.ended_at IS NULL
      WHERE s.tenant_id = $1 AND s.user_id = $2 AND ($3::uuid IS NULL OR s.id = $3::uuid)
      ORDER BY s.purchased_at, s.id`,
    [tenantId, userId, subscriptionId ?? null],
  );
  return rows.map(({ addons, licenses, coupons, esims, entitlements, ...subscription }) => ({
    subscription,
    addons,
    entitlements,
    licenses,
    coupons: coupons.map((c) => ({
      ...c,
      expires_at: c.expires_at === null ? null : new Date(c.expires_at),
      requested_at: new Date(c.requested_at),
    })),
    esims: esims.map((e) => ({
      ...e,
      expires_at: e.expires_at === null ? null : new Date(e.expires_at),
    })),
  }));
}

export async function userHasCardOnFile(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db.query<{ has_card: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM subscriptions WHERE tenant_id = $1 AND user_id = $2
       AND card_last4 IS NOT NULL AND status <> 'cancelled') AS has_card`,
    [tenantId, userId],
  );
  return row?.has_card ?? false;
}
