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

export interface CouponRow {
  id: string;
  subscription_id: string;
  code: string;
  expires_at: Date;
}

export interface EsimRow {
  id: string;
  subscription_id: string;
  data_gb: number;
  expires_at: Date;
}

export interface SubscriptionRecord {
  subscription: SubscriptionRow;
  addons: AddonRow[];
  entitlements: EntitlementRow[];
  licenses: LicenseRow[];
  coupons: CouponRow[];
  esims: EsimRow[];
}

/**
 * Loads a user's subscriptions with everything the read model shows, in six queries however
 * many subscriptions there are. `subscriptionId` narrows it to one.
 */
export async function loadSubscriptionRecords(
  db: Queryable,
  tenantId: string,
  userId: string,
  subscriptionId?: string,
): Promise<SubscriptionRecord[]> {
  const subscriptions = await db.query<SubscriptionRow>(
    `SELECT s.id, s.price_id, s.type, s.status, s.revoked_at, s.billing_system, s.auto_billing_enabled,
            s.supports_autobill, s.auto_bill_failed_on, s.manual_renew_allowed, s.payment_method,
            s.card_brand, s.card_last4, s.current_period_end, s.purchased_at, s.setup_link_token,
            p.billing_cycle_months, pr.id AS product_id, pr.name AS product_name, pr.tier
       FROM subscriptions s
       JOIN prices p ON p.tenant_id = s.tenant_id AND p.id = s.price_id
       JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
      WHERE s.tenant_id = $1 AND s.user_id = $2 AND ($3::uuid IS NULL OR s.id = $3::uuid)
      ORDER BY s.purchased_at, s.id`,
    [tenantId, userId, subscriptionId ?? null],
  );
  if (subscriptions.length === 0) return [];
  const ids = subscriptions.map((s) => s.id);
  const [addons, licenses, coupons, esims] = await Promise.all([
    db.query<AddonRow>(
      `SELECT a.id, a.subscription_id, a.product_id, pr.addon_type, a.status
         FROM subscription_addons a JOIN products pr ON pr.tenant_id = a.tenant_id AND pr.id = a.product_id
        WHERE a.subscription_id = ANY($1::uuid[]) ORDER BY a.created_at, a.id`,
      [ids],
    ),
    db.query<LicenseRow>(
      `SELECT id, subscription_id, state, assigned_email FROM licenses
        WHERE subscription_id = ANY($1::uuid[]) ORDER BY created_at, id`,
      [ids],
    ),
    db.query<CouponRow>(
      `SELECT id, subscription_id, code, expires_at FROM router_coupons
        WHERE subscription_id = ANY($1::uuid[]) ORDER BY expires_at DESC`,
      [ids],
    ),
    db.query<EsimRow>(
      `SELECT id, subscription_id, data_gb, expires_at FROM holiday_esims
        WHERE subscription_id = ANY($1::uuid[]) ORDER BY expires_at DESC`,
      [ids],
    ),
  ]);
  const productIds = [
    ...new Set([...subscriptions.map((s) => s.product_id), ...addons.map((a) => a.product_id)]),
  ];
  const entitlements = await db.query<EntitlementRow>(
    `SELECT product_id, entitlement_id, name, type FROM product_entitlements
      WHERE tenant_id = $1 AND product_id = ANY($2::text[]) ORDER BY entitlement_id`,
    [tenantId, productIds],
  );
  return subscriptions.map((subscription) => {
    const own = addons.filter((a) => a.subscription_id === subscription.id);
    const entitledProducts = new Set([
      subscription.product_id,
      ...own.filter((a) => a.status !== 'CANCELLED').map((a) => a.product_id),
    ]);
    return {
      subscription,
      addons: own,
      entitlements: entitlements.filter((e) => entitledProducts.has(e.product_id)),
      licenses: licenses.filter((l) => l.subscription_id === subscription.id),
      coupons: coupons.filter((c) => c.subscription_id === subscription.id),
      esims: esims.filter((e) => e.subscription_id === subscription.id),
    };
  });
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
