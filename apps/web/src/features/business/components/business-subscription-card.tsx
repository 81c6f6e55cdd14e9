import type { Subscription } from '@burrow/contract/subscriptions';
import { subscriptionReference } from '@burrow/domain/subscription-reference';
import type { ReactNode } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { seatCounts } from '../model/seats';

interface BusinessSubscriptionCardProps {
  subscription: Subscription;
  /** What the page adds under the summary: a seat list, the buy form, a link. */
  children?: ReactNode;
}

/** A business subscription: plan, renewal, payment method and how its seats are used. */
export function BusinessSubscriptionCard({
  subscription,
  children,
}: BusinessSubscriptionCardProps) {
  const intl = useIntl();
  const seats = seatCounts(subscription);
  const headingId = `business-${subscription.subscription_id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {subscription.plan_name}
          </h2>
          <p className="text-sm text-slate-600">
            {intl.formatMessage(
              { id: 'business.card.reference' },
              { reference: subscriptionReference(subscription.krn) },
            )}
          </p>
        </div>
        <span
          className={
            subscription.active
              ? 'rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200'
              : 'rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-300'
          }
        >
          {intl.formatMessage({
            id: subscription.active ? 'business.card.active' : 'business.card.ended',
          })}
        </span>
      </header>
      <dl className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">{intl.formatMessage({ id: 'business.card.seats' })}</dt>
          <dd className="font-semibold text-slate-900">
            {intl.formatMessage(
              { id: 'business.card.seats_value' },
              { inUse: seats.inUse, total: seats.total },
            )}
          </dd>
          <dd className="text-slate-600">
            {intl.formatMessage(
              { id: 'business.card.seats_detail' },
              { free: seats.free, revoked: seats.revoked },
            )}
          </dd>
        </div>
        {subscription.next_payment_date && (
          <div>
            <dt className="text-slate-600">
              {intl.formatMessage({
                id: subscription.auto_billing_enabled
                  ? 'business.card.renews'
                  : 'business.card.ends',
              })}
            </dt>
            <dd className="font-semibold text-slate-900">
              <FormattedDate value={subscription.next_payment_date} dateStyle="long" />
            </dd>
          </div>
        )}
        {subscription.cc_info && (
          <div>
            <dt className="text-slate-600">
              {intl.formatMessage({ id: 'business.card.payment_method' })}
            </dt>
            <dd className="font-semibold text-slate-900">
              {intl.formatMessage(
                { id: 'business.card.card' },
                { brand: subscription.cc_info.brand, last4: subscription.cc_info.last4 },
              )}
            </dd>
          </div>
        )}
      </dl>
      {children}
    </article>
  );
}
