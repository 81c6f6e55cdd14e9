import type { Subscription } from '@burrow/contract/subscriptions';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { DocumentTitle } from '../../../components/document-title';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlock } from '../../../components/skeleton';
import { useSubscriptions } from '../api/get-subscriptions';
import { SubscriptionSection } from './subscription-section';

/**
 * SLOT: what another feature shows on a subscription's card (the money-back guarantee, from
 * the refunds feature). Features may not import each other, so the route in
 * `src/app/routes/my-subscriptions-route.tsx` passes it in; nothing is shown without it.
 */
type SubscriptionExtra = (subscription: Subscription) => ReactNode;

function SubscriptionSections({ extra }: { extra?: SubscriptionExtra }) {
  const intl = useIntl();
  const subscriptions = useSubscriptions();
  if (subscriptions.isPending) {
    return <LoadingBlock lines={6} className="rounded-2xl border border-slate-200 bg-white p-6" />;
  }
  if (subscriptions.isError) {
    return (
      <ErrorState
        error={subscriptions.error}
        onRetry={() => void subscriptions.refetch()}
        retrying={subscriptions.isFetching}
      />
    );
  }
  if (subscriptions.data.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-slate-300 bg-white p-8">
        <p className="text-lg font-semibold text-slate-900">
          {intl.formatMessage({ id: 'my_subscriptions.empty.title' })}
        </p>
        <p className="text-sm text-slate-700">
          {intl.formatMessage({ id: 'my_subscriptions.empty.body' })}
        </p>
        <Link to="/order" className={buttonClasses('primary')}>
          {intl.formatMessage({ id: 'my_subscriptions.see_plans' })}
        </Link>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-6">
      {subscriptions.data.map((subscription) => (
        <li key={subscription.krn}>
          <SubscriptionSection subscription={subscription} extra={extra?.(subscription)} />
        </li>
      ))}
    </ul>
  );
}

/** `/my-subscriptions` (docs/product.md#customer-pages "My Subscription"): plans, add-ons, renewal terms and changes. */
export function MySubscriptionsPage({ extra }: { extra?: SubscriptionExtra }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'my_subscriptions.title' });
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={title} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {intl.formatMessage({ id: 'my_subscriptions.intro' })}
        </p>
      </div>
      <SubscriptionSections extra={extra} />
    </div>
  );
}
