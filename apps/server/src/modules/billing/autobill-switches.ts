import type { Queryable } from '../../db/database';
import { enqueueSubscriptionChange } from '../outbound-webhooks/entitlement-snapshot';

/** Who switched automatic renewal: the customer, or a staff member from the console. */
export type AutobillSwitcher = { by: 'customer' } | { by: 'staff'; staffId: string };

/**
 * Records one switch of a subscription's automatic renewal (decision 0121), in the
 * caller's transaction: the history the customer timeline reads. The flag itself stays
 * on the subscription.
 */
export async function recordAutobillSwitch(
  tx: Queryable,
  subscriptionId: string,
  enabled: boolean,
  switcher: AutobillSwitcher,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO autobill_switches (tenant_id, user_id, subscription_id, enabled, switched_by, staff_id, switched_at)
     SELECT tenant_id, user_id, id, $2, $3, $4, $5 FROM subscriptions WHERE id = $1`,
    [subscriptionId, enabled, switcher.by, switcher.by === 'staff' ? switcher.staffId : null, now],
  );
}

/**
 * Turns automatic renewal off in the caller's transaction: the plan runs to its period
 * end, then expires (`non_renewing`); `subscription.cancelled` tells the VPN and partners.
 * The customer's toggle, their renewal-off flow and the console all end renewal here.
 * Answers whether it was on (nothing changes, and nothing is recorded, when it was off).
 */
export async function stopAutobill(
  tx: Queryable,
  subscriptionId: string,
  switcher: AutobillSwitcher,
  now: Date,
): Promise<boolean> {
  const stopped = await tx.query(
    `UPDATE subscriptions SET auto_billing_enabled = false,
       status = CASE WHEN status = 'active' THEN 'non_renewing' ELSE status END, updated_at = $2
     WHERE id = $1 AND auto_billing_enabled RETURNING id`,
    [subscriptionId, now],
  );
  if (stopped.length === 0) return false;
  await recordAutobillSwitch(tx, subscriptionId, false, switcher, now);
  // Cancelled at the period's end: access lasts until then, and nothing renews it.
  await enqueueSubscriptionChange(tx, 'subscription.cancelled', subscriptionId, now, {
    cancel_at_period_end: true,
  });
  return true;
}
