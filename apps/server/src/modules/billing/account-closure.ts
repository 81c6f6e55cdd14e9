import type { DeletionSubscriptionFacts } from '@burrow/domain/account-deletion';
import { isRunning, renewalsToStop } from '@burrow/domain/account-deletion';
import type { Queryable } from '../../db/database';
import { voidDueInvoice } from '../invoices/invoice-issuer';

/**
 * What billing does when a customer deletes their account (decision 0043): stop Burrow's
 * own renewals while the request waits, start them again if it is cancelled, and end every
 * subscription, forgetting its payment details, when the account is erased. Invoices and
 * the ledger are kept: accounting needs them.
 */

export interface ClosureSubscription extends DeletionSubscriptionFacts {
  planName: string;
}

interface ClosureRow {
  id: string;
  billing_system: DeletionSubscriptionFacts['billingSystem'];
  auto_billing_enabled: boolean;
  status: string;
  revoked_at: Date | null;
  current_period_end: Date;
  plan_name: string;
}

/** The customer's subscriptions, as the deletion rules read them. */
export async function subscriptionsForClosure(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<ClosureSubscription[]> {
  const rows = await db.query<ClosureRow>(
    `SELECT s.id, s.billing_system, s.auto_billing_enabled, s.status, s.revoked_at,
            s.current_period_end, pr.name AS plan_name
       FROM subscriptions s
       JOIN prices p ON p.tenant_id = s.tenant_id AND p.id = s.price_id
       JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
      WHERE s.tenant_id = $1 AND s.user_id = $2
      ORDER BY s.purchased_at, s.id`,
    [tenantId, userId],
  );
  return rows.map((row) => ({
    id: row.id,
    billingSystem: row.billing_system,
    autoBillingEnabled: row.auto_billing_enabled,
    status: row.status,
    revoked: row.revoked_at !== null,
    periodEnd: row.current_period_end,
    planName: row.plan_name,
  }));
}

/**
 * Turns automatic renewal off on the customer's running Burrow-billed subscriptions, so
 * nothing is charged while the deletion waits. Answers the ones it turned off.
 */
export async function stopRenewalsForClosure(
  tx: Queryable,
  tenantId: string,
  userId: string,
  now: Date,
): Promise<string[]> {
  const ids = renewalsToStop(await subscriptionsForClosure(tx, tenantId, userId), now);
  if (ids.length === 0) return [];
  await tx.query(
    `UPDATE subscriptions SET auto_billing_enabled = false,
       status = CASE WHEN status = 'active' THEN 'non_renewing' ELSE status END, updated_at = $2
     WHERE id = ANY($1::uuid[])`,
    [ids, now],
  );
  return ids;
}

/**
 * Turns renewal back on for the subscriptions a cancelled deletion had turned off, where
 * that is still possible: still running, off, and with a saved payment source.
 */
export async function resumeRenewalsAfterClosure(
  tx: Queryable,
  subscriptionIds: readonly string[],
  now: Date,
): Promise<void> {
  if (subscriptionIds.length === 0) return;
  await tx.query(
    `UPDATE subscriptions SET auto_billing_enabled = true,
       status = CASE WHEN status = 'non_renewing' THEN 'active' ELSE status END, updated_at = $2
     WHERE id = ANY($1::uuid[]) AND auto_billing_enabled = false AND payment_source_token IS NOT NULL
       AND status IN ('active', 'non_renewing', 'in_trial') AND revoked_at IS NULL
       AND current_period_end > $2`,
    [subscriptionIds, now],
  );
}

/**
 * Ends every subscription of an account being erased, now, and forgets what identified the
 * customer on them: the saved payment source, the card's brand and last digits, the order's
 * attribution, the setup link, the seats' assigned addresses and the reasons given for
 * turning renewal off (free text); an open pause ends with them. Amounts, dates and tax
 * location stay for the invoices that refer to them.
 */
export async function closeSubscriptionsForErasure(
  tx: Queryable,
  tenantId: string,
  userId: string,
  now: Date,
): Promise<{ ended: number }> {
  const running = (await subscriptionsForClosure(tx, tenantId, userId)).filter((sub) =>
    isRunning(sub, now),
  );
  await tx.query(
    `UPDATE subscriptions SET
       status = CASE WHEN id = ANY($3::uuid[]) THEN 'cancelled' ELSE status END,
       cancelled_at = CASE WHEN id = ANY($3::uuid[]) THEN $4 ELSE cancelled_at END,
       revoked_at = CASE WHEN id = ANY($3::uuid[]) THEN COALESCE(revoked_at, $4) ELSE revoked_at END,
       auto_billing_enabled = false, next_retry_at = NULL, billing_claim = NULL,
       billing_claimed_until = NULL, payment_source_token = NULL, card_brand = NULL,
       card_last4 = NULL, attribution = NULL, setup_link_token = NULL, updated_at = $4
     WHERE tenant_id = $1 AND user_id = $2`,
    [tenantId, userId, running.map((sub) => sub.id), now],
  );
  for (const sub of running) await voidDueInvoice(tx, tenantId, sub.id);
  await tx.query(
    `UPDATE subscription_addons SET status = 'CANCELLED'
      WHERE subscription_id IN (SELECT id FROM subscriptions WHERE tenant_id = $1 AND user_id = $2)`,
    [tenantId, userId],
  );
  await tx.query(
    `UPDATE licenses SET assigned_email = NULL,
       state = CASE WHEN state = 'active' THEN 'revoked' ELSE state END
      WHERE subscription_id IN (SELECT id FROM subscriptions WHERE tenant_id = $1 AND user_id = $2)`,
    [tenantId, userId],
  );
  await tx.query(`DELETE FROM renewal_off_answers WHERE tenant_id = $1 AND user_id = $2`, [
    tenantId,
    userId,
  ]);
  await tx.query(
    `UPDATE subscription_pauses SET ended_at = $3, ended_by = 'customer'
      WHERE tenant_id = $1 AND user_id = $2 AND ended_at IS NULL`,
    [tenantId, userId, now],
  );
  return { ended: running.length };
}
