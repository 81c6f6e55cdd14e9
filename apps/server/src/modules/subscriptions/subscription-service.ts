import type { Subscription } from '@burrow/contract/subscriptions';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { notFound } from '../../platform/errors';
import { customerContact } from '../identity/identity-service';
import { paymentOutlook } from './payment-outlook';
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
  return viewsOf(ctx, tenantId, userId, records);
}

/** The views of `records`, each with what it charges next, all as of one clock reading. */
async function viewsOf(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  records: SubscriptionRecord[],
): Promise<Subscription[]> {
  const now = ctx.clock.now();
  if (records.length === 0) return [];
  // The billing run taxes by the customer's country when the plan recorded none.
  const country = (await customerContact(ctx.db, tenantId, userId))?.country ?? null;
  const views: Subscription[] = [];
  for (const record of records) {
    const outlook = await paymentOutlook(
      ctx.db,
      record,
      tenantId,
      country,
      now,
      ctx.config.dunningRetryDays,
    );
    views.push(toSubscriptionView(record, now, outlook));
  }
  return views;
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
  const [view] = await viewsOf(ctx, tenantId, userId, [record]);
  return view!;
}

export function hasCardOnFile(db: Queryable, tenantId: string, userId: string): Promise<boolean> {
  return userHasCardOnFile(db, tenantId, userId);
}
