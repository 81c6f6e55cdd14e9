import type { GiftCardTargetCandidate } from '@burrow/domain/gift-card-target';
import type { SubscriptionItemStatus } from '@burrow/domain/subscription-lifecycle';
import type { Queryable } from '../../db/database';

/**
 * The customer's subscriptions as the gift-card rule reads them (decision 0054), locked for
 * the caller's transaction: the chosen one is extended before anyone else changes it.
 */
export async function lockExtensionCandidates(
  tx: Queryable,
  tenantId: string,
  userId: string,
): Promise<GiftCardTargetCandidate[]> {
  const rows = await tx.query<{
    id: string;
    tier: string;
    status: SubscriptionItemStatus;
    revoked: boolean;
    billing_system: string;
    current_period_end: Date;
    auto_bill_failed_on: Date | null;
    live_addons: string | number;
    seats: string | number;
  }>(
    `SELECT s.id, pr.tier, s.status, s.revoked_at IS NOT NULL AS revoked, s.billing_system,
            s.current_period_end, s.auto_bill_failed_on,
            (SELECT count(*) FROM subscription_addons a WHERE a.subscription_id = s.id AND a.status <> 'CANCELLED') AS live_addons,
            (SELECT count(*) FROM licenses l WHERE l.subscription_id = s.id) AS seats
       FROM subscriptions s
       JOIN prices p ON p.tenant_id = s.tenant_id AND p.id = s.price_id
       JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
      WHERE s.tenant_id = $1 AND s.user_id = $2
      ORDER BY s.id
      FOR UPDATE OF s`,
    [tenantId, userId],
  );
  return rows.map((row) => ({
    id: row.id,
    tier: row.tier,
    status: row.status,
    revoked: row.revoked,
    billedByBurrow: row.billing_system === 'burrow',
    periodEnd: row.current_period_end,
    autoBillFailed: row.auto_bill_failed_on !== null,
    liveAddons: Number(row.live_addons),
    seats: Number(row.seats),
  }));
}

/**
 * Moves a subscription's period end to `newEnd`, in the caller's transaction (prepaid time
 * added to it): its next renewal, if any, happens then.
 */
export async function extendSubscriptionTo(
  tx: Queryable,
  subscriptionId: string,
  newEnd: Date,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE subscriptions SET current_period_end = $2, updated_at = $3 WHERE id = $1`,
    [subscriptionId, newEnd, now],
  );
}
