import type { Subscription } from '@burrow/contract/subscriptions';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlock } from '../../../components/skeleton';
import { useSubscriptionList } from '../../../lib/account/subscription-list';

interface BusinessSubscriptionsProps {
  /** Which of the customer's subscriptions the page is about. */
  select?: (subscriptions: readonly Subscription[]) => Subscription[];
  render: (subscription: Subscription) => ReactNode;
}

/** A business page's list: loading, failure with retry, nothing yet, or one card each. */
export function BusinessSubscriptions({ select, render }: BusinessSubscriptionsProps) {
  const intl = useIntl();
  const subscriptions = useSubscriptionList();
  if (subscriptions.isPending) {
    return <LoadingBlock lines={5} className="rounded-2xl border border-slate-200 bg-white p-6" />;
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
  const shown = select ? select(subscriptions.data) : subscriptions.data;
  if (shown.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-slate-700">
        {intl.formatMessage({ id: 'business.empty' })}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {shown.map((subscription) => (
        <li key={subscription.krn}>{render(subscription)}</li>
      ))}
    </ul>
  );
}
