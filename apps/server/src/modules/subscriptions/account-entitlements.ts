import type { Subscription } from '@burrow/contract/subscriptions';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { findHeldSeats } from './held-seats';
import { loadSubscriptionRecords } from './subscription-repository';
import { NO_PAYMENT_OUTLOOK } from './payment-outlook';
import { toSubscriptionView } from './subscription-view';

export type Entitlement = Subscription['entitlements'][number];

export interface SubscriptionEntitlements {
  subscription_id: string;
  state: Subscription['state'];
  active: boolean;
  current_period_end: string;
  entitlements: Entitlement[];
}

/**
 * What one subscription entitles to now: the dashboard's own rule (the plan's and live
 * add-ons' entitlements, only while the subscription grants access), so the VPN and the
 * customer's pages never disagree.
 */
function entitlementsOfView(view: Subscription): SubscriptionEntitlements {
  return {
    subscription_id: view.subscription_id,
    state: view.state,
    active: view.active,
    current_period_end: view.next_payment_date ?? view.purchase_date,
    entitlements: view.entitlements,
  };
}

/**
 * The current entitlements of an account: each subscription's (its own, and the business
 * subscriptions whose seats it holds), and their union.
 */
export async function currentEntitlementsOf(
  ctx: AppContext,
  tenantId: string,
  userId: string,
): Promise<{ entitlements: Entitlement[]; subscriptions: SubscriptionEntitlements[] }> {
  return entitlementsAsOf(ctx.db, tenantId, userId, ctx.clock.now());
}

/**
 * The same, read in the caller's transaction as of `now`: the outbound webhooks' snapshot
 * (`entitlements.changed`) is taken inside the change that causes it.
 */
export async function entitlementsAsOf(
  db: Queryable,
  tenantId: string,
  userId: string,
  now: Date,
): Promise<{ entitlements: Entitlement[]; subscriptions: SubscriptionEntitlements[] }> {
  // Often read inside a transaction, whose one connection takes one query at a time.
  const records = await loadSubscriptionRecords(db, tenantId, userId);
  // A seat entitles its holder to what the business subscription gives, for as long as
  // the seat is theirs and the subscription gives access (decision 0112).
  for (const seat of await findHeldSeats(db, tenantId, userId)) {
    records.push(
      ...(await loadSubscriptionRecords(db, tenantId, seat.owner_user_id, seat.subscription_id)),
    );
  }
  const subscriptions = records.map((record) =>
    entitlementsOfView(toSubscriptionView(record, now, NO_PAYMENT_OUTLOOK)),
  );
  const union = new Map<string, Entitlement>();
  for (const subscription of subscriptions)
    for (const entitlement of subscription.entitlements) union.set(entitlement.id, entitlement);
  return {
    entitlements: [...union.values()].sort((a, b) => a.id.localeCompare(b.id)),
    subscriptions,
  };
}

/** The current entitlements of one of the account's subscriptions, or undefined if not theirs. */
export async function currentSubscriptionEntitlements(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  subscriptionId: string,
): Promise<SubscriptionEntitlements | undefined> {
  const [record] = await loadSubscriptionRecords(ctx.db, tenantId, userId, subscriptionId);
  return record
    ? entitlementsOfView(toSubscriptionView(record, ctx.clock.now(), NO_PAYMENT_OUTLOOK))
    : undefined;
}
