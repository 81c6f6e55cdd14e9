import type { WebhookEventType } from '@burrow/contract/webhook-endpoints';
import type { Queryable } from '../../db/database';
import { entitlementsAsOf } from '../subscriptions/account-entitlements';
import { findHeldSeats, seatHolderIds } from '../subscriptions/held-seats';
import { enqueueWebhookEvent } from './webhook-events';

/**
 * A customer's entitlements as of `now`, in full, in the service API's shape
 * (`CustomerEntitlements`): the dashboard's own rules, so a consumer replaces what it knows
 * rather than replaying history, and webhooks and the API never disagree.
 */
export async function entitlementSnapshot(
  tx: Queryable,
  tenantId: string,
  userId: string,
  now: Date,
) {
  const { entitlements, subscriptions } = await entitlementsAsOf(tx, tenantId, userId, now);
  return { customer_id: userId, as_of: now.toISOString(), entitlements, subscriptions };
}

/** Queues `entitlements.changed` with the customer's full snapshot, in the change's transaction. */
export async function enqueueEntitlementsChanged(
  tx: Queryable,
  tenantId: string,
  userId: string,
  now: Date,
): Promise<void> {
  const snapshot = await entitlementSnapshot(tx, tenantId, userId, now);
  await enqueueWebhookEvent(tx, tenantId, 'entitlements.changed', snapshot, now);
}

/**
 * An account that has just proved its address starts to hold the business seats given to
 * that address (decision 0112): if there are any, its entitlements changed.
 */
export async function enqueueEntitlementsOfProvenAddress(
  tx: Queryable,
  userId: string,
  now: Date,
): Promise<void> {
  const [user] = await tx.query<{ tenant_id: string }>(
    `SELECT tenant_id FROM users WHERE id = $1`,
    [userId],
  );
  if (!user) return;
  if ((await findHeldSeats(tx, user.tenant_id, userId)).length === 0) return;
  await enqueueEntitlementsChanged(tx, user.tenant_id, userId, now);
}

/** What a `subscription.*` event tells of the subscription. */
export interface ChangedSubscription {
  id: string;
  tenant_id: string;
  user_id: string;
  status: string;
  price_id: string;
  current_period_end: Date;
  revoked_at: Date | null;
}

/**
 * A subscription event and the customer's entitlements snapshot after it: every subscription
 * event may change what the customer's apps and the VPN should allow (its state, its end).
 * A business subscription's seat holders are entitled through it, so each gets their own
 * snapshot too (decision 0112). `details` adds the event's own facts (a retry date, the
 * previous plan).
 */
export async function enqueueSubscriptionChange(
  tx: Queryable,
  type: Extract<WebhookEventType, `subscription.${string}`>,
  subscriptionId: string,
  now: Date,
  details: Record<string, string | number | boolean | null> = {},
): Promise<void> {
  const [sub] = await tx.query<ChangedSubscription>(
    `SELECT id, tenant_id, user_id, status, price_id, current_period_end, revoked_at
       FROM subscriptions WHERE id = $1`,
    [subscriptionId],
  );
  if (!sub) return;
  await enqueueEventAndSnapshot(tx, type, sub, now, details);
  for (const holderId of await seatHolderIds(tx, subscriptionId)) {
    await enqueueEntitlementsChanged(tx, sub.tenant_id, holderId, now);
  }
}

/**
 * `subscription.created` for a subscription the caller's transaction has just written (its
 * row as written): nothing is read back, and no seat holder is looked for, since no licence
 * can name a subscription before it exists (decision 0135).
 */
export async function enqueueSubscriptionCreated(
  tx: Queryable,
  sub: ChangedSubscription,
  now: Date,
): Promise<void> {
  await enqueueEventAndSnapshot(tx, 'subscription.created', sub, now, {});
}

async function enqueueEventAndSnapshot(
  tx: Queryable,
  type: Extract<WebhookEventType, `subscription.${string}`>,
  sub: ChangedSubscription,
  now: Date,
  details: Record<string, string | number | boolean | null>,
): Promise<void> {
  await enqueueWebhookEvent(
    tx,
    sub.tenant_id,
    type,
    {
      subscription_id: sub.id,
      customer_id: sub.user_id,
      status: sub.status,
      price_id: sub.price_id,
      current_period_end: sub.current_period_end.toISOString(),
      revoked: sub.revoked_at !== null,
      ...details,
    },
    now,
  );
  await enqueueEntitlementsChanged(tx, sub.tenant_id, sub.user_id, now);
}
