import type { Subscription } from '@burrow/contract/subscriptions';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { notFound } from '../../platform/errors';
import { NO_PAYMENT_OUTLOOK, paymentOutlooks } from './payment-outlook';
import {
  loadSubscriptionRecords,
  userHasCardOnFile,
  type SubscriptionRecord,
} from './subscription-repository';
import { toSubscriptionView } from './subscription-view';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listSubscriptions(
  ctx: AppContext,
  tenantId: string,
  userId: string,
): Promise<Subscription[]> {
  const records = await loadSubscriptionRecords(ctx.db, tenantId, userId);
  return viewsOf(ctx, tenantId, records);
}

/** The views of `records`, each with what it charges next, all as of one clock reading. */
async function viewsOf(
  ctx: AppContext,
  tenantId: string,
  records: SubscriptionRecord[],
): Promise<Subscription[]> {
  const now = ctx.clock.now();
  const outlooks = await paymentOutlooks(
    ctx.db,
    records,
    tenantId,
    now,
    ctx.config.dunningRetryDays,
  );
  return records.map((record, index) =>
    toSubscriptionView(record, now, outlooks[index] ?? NO_PAYMENT_OUTLOOK),
  );
}

/**
 * One of the caller's subscriptions, by id or krn. Another customer's subscription is
 * 404, exactly like one that does not exist, so ids cannot be probed.
 */
export async function getSubscription(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  idOrKrn: string,
): Promise<Subscription> {
  const id = idOrKrn.startsWith('krn:') ? (idOrKrn.split(':').pop() ?? '') : idOrKrn;
  if (!UUID_PATTERN.test(id)) throw notFound('The subscription');
  const [record] = await loadSubscriptionRecords(ctx.db, tenantId, userId, id.toLowerCase());
  if (!record) throw notFound('The subscription');
  const [view] = await viewsOf(ctx, tenantId, [record]);
  return view!;
}

export function hasCardOnFile(db: Queryable, tenantId: string, userId: string): Promise<boolean> {
  return userHasCardOnFile(db, tenantId, userId);
}
