import { useIntl } from 'react-intl';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlock } from '../../../components/skeleton';
import { useSubscriptionList } from '../../../lib/account/subscription-list';
import { RefundPanel } from './refund-panel';

/**
 * Account & Billing's money-back guarantee: each running subscription with what it would
 * refund, and each refunded one with its refund. Plans that ended otherwise have nothing
 * left to refund and are left out.
 */
export function RefundsList() {
  const intl = useIntl();
  const subscriptions = useSubscriptionList();
  if (subscriptions.isPending) return <LoadingBlock lines={2} />;
  if (subscriptions.isError) {
    return (
      <ErrorState
        error={subscriptions.error}
        onRetry={() => void subscriptions.refetch()}
        retrying={subscriptions.isFetching}
      />
    );
  }
  const shown = subscriptions.data.filter(
    (subscription) => subscription.active || subscription.state === 'revoked',
  );
  if (shown.length === 0) {
    return <p className="text-sm text-slate-700">{intl.formatMessage({ id: 'refunds.empty' })}</p>;
  }
  return (
    <ul>
      {shown.map((subscription) => (
        <li
          key={subscription.subscription_id}
          className="flex flex-col gap-3 border-t border-slate-100 py-4 first:border-t-0 first:pt-0"
        >
          <h3 className="font-medium text-slate-900">{subscription.plan_name}</h3>
          <RefundPanel subscription={subscription} />
        </li>
      ))}
    </ul>
  );
}
