import type { Subscription } from '@burrow/contract/subscriptions';
import { billedElsewhereAccessEnd } from '@burrow/domain/billed-elsewhere';
import { dunningGraceEnd } from '@burrow/domain/dunning';
import { amountOf } from '@burrow/domain/money';
import { customerStateOf, grantsAccess } from '@burrow/domain/subscription-lifecycle';
import type { Queryable } from '../../db/database';
import { priceNextPeriods } from '../billing/renewal-pricing';
import type { SubscriptionRecord } from './subscription-repository';

/** What a subscription will charge next and, when past due, until when it stays connected. */
export type PaymentOutlook = Pick<Subscription, 'next_payment' | 'payment_deadline'>;

/**
 * For readers that show no payments (entitlements for the VPN and the service API): the
 * outlook is left out rather than priced for nobody.
 */
export const NO_PAYMENT_OUTLOOK: PaymentOutlook = { next_payment: null, payment_deadline: null };

/**
 * The end of access of a plan past its payment date, as the billing run will end it: a
 * plan Burrow bills keeps its grace from the failed charge (or the date, before the first
 * attempt), one billed elsewhere from the date it was paid through.
 */
function paymentDeadline(
  record: SubscriptionRecord,
  now: Date,
  retryDays: readonly number[],
): string | null {
  const s = record.subscription;
  if (s.current_period_end.getTime() > now.getTime()) return null;
  const end =
    s.billing_system === 'burrow'
      ? dunningGraceEnd(s.auto_bill_failed_on ?? s.current_period_end, retryDays)
      : billedElsewhereAccessEnd(s.current_period_end, retryDays);
  return end.toISOString();
}

/**
 * The outlooks of `records` (one customer's, of one storefront) at `now`, in their order, in
 * one round trip however many there are (decision 0135). The amount is `priceNextPeriods`'s,
 * the very figure the billing run charges, so the dashboard never shows a price it did not
 * get from there. A plan that gives no access has neither.
 */
export async function paymentOutlooks(
  db: Queryable,
  records: readonly SubscriptionRecord[],
  tenantId: string,
  now: Date,
  retryDays: readonly number[],
): Promise<PaymentOutlook[]> {
  const priced = records.filter(({ subscription: s }) =>
    grantsAccess(customerStateOf(s.status, s.revoked_at !== null)),
  );
  const country = records[0]?.subscription.customer_country ?? null;
  const prices = await priceNextPeriods(
    db,
    priced.map(({ subscription: s }) => ({ ...s, tenant_id: tenantId })),
    country,
  );
  const priceOf = new Map(priced.map((record, index) => [record, prices[index]]));
  return records.map((record) => {
    const price = priceOf.get(record);
    if (!price) return NO_PAYMENT_OUTLOOK;
    return {
      next_payment: {
        total: amountOf(price.totalMinor, price.currency),
        tax: amountOf(price.taxMinor, price.currency),
      },
      payment_deadline: paymentDeadline(record, now, retryDays),
    };
  });
}
