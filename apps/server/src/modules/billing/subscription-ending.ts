import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { customerContact } from '../identity/identity-service';
import { voidDueInvoice } from '../invoices/invoice-issuer';
import { renderEmail } from '../notifications/emails';
import { enqueueEmail } from '../notifications/outbox';
import { enqueueSubscriptionChange } from '../outbound-webhooks/entitlement-snapshot';
import { dueRenewalInvoice, supersedeAuthentications } from './renewal-authentications';

/**
 * Ends a subscription now, in the caller's transaction, as the billing run's expiry does:
 * `cancelled`, renewal off, no retry left, its add-ons ended, a renewal invoice still due
 * voided (with any payment of it awaiting authentication), an open pause closed, and
 * `subscription.cancelled` with the customer's entitlements announced. Access ends because
 * the read model gives none to a cancelled plan (device tokens included). No money moves:
 * a refund is its own action. The customer gets the "subscription has ended" email.
 * Answers the payments to cancel at the provider after commit
 * (`cancelSupersededPayments`).
 */
export async function endSubscriptionNow(
  ctx: AppContext,
  tx: Queryable,
  subscriptionId: string,
  now: Date,
): Promise<string[]> {
  const [sub] = await tx.query<{ tenant_id: string; user_id: string; plan: string }>(
    `UPDATE subscriptions SET status = 'cancelled', auto_billing_enabled = false, cancelled_at = $2,
       next_retry_at = NULL, billing_claim = NULL, billing_claimed_until = NULL, updated_at = $2
     WHERE id = $1
     RETURNING tenant_id, user_id,
       (SELECT pr.name FROM prices p JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
         WHERE p.tenant_id = subscriptions.tenant_id AND p.id = subscriptions.price_id) AS plan`,
    [subscriptionId, now],
  );
  if (!sub) return [];
  await tx.query(
    `UPDATE subscription_addons SET status = 'CANCELLED' WHERE subscription_id = $1 AND status <> 'CANCELLED'`,
    [subscriptionId],
  );
  const due = await dueRenewalInvoice(tx, sub.tenant_id, subscriptionId);
  const abandoned = due ? await supersedeAuthentications(tx, due.id) : [];
  await voidDueInvoice(tx, sub.tenant_id, subscriptionId);
  // A pause would otherwise remind the customer of, and try to resume, a plan that is over.
  await tx.query(
    `UPDATE subscription_pauses SET ended_at = $2, ended_by = 'staff'
      WHERE subscription_id = $1 AND ended_at IS NULL`,
    [subscriptionId, now],
  );
  await enqueueSubscriptionChange(tx, 'subscription.cancelled', subscriptionId, now, {
    cancel_at_period_end: false,
  });
  const contact = await customerContact(tx, sub.tenant_id, sub.user_id);
  if (contact) {
    await enqueueEmail(
      tx,
      {
        tenantId: sub.tenant_id,
        to: contact.email,
        ...renderEmail(contact.locale, {
          kind: 'subscription_expired',
          planName: sub.plan,
          renewUrl: `${ctx.config.publicUrl}/order?offer=win-back`,
        }),
      },
      now,
    );
  }
  return abandoned;
}
