import { alreadyHasSubscription } from '@burrow/domain/buyer-standing';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { buttonClasses } from '../../../components/button-styles';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlock } from '../../../components/skeleton';
import { useSubscriptions } from '../api/get-subscriptions';
import { serverNow } from '../../../lib/account/server-now';
import { SubscriptionCard } from './subscription-card';
import { WinBackPrompt } from './win-back-prompt';

/** The dashboard's body: loading, failure with retry, nothing yet, or one card each. */
export function SubscriptionList() {
  const intl = useIntl();
  const subscriptions = useSubscriptions();
  // The plan just renewed from the modal, for the success notice.
  const [renewed, setRenewed] = useState<string | null>(null);

  if (subscriptions.isPending) {
    // At least a screen tall, like LoadingBlock's fillScreen: the footer must not be on
    // screen while the cards load, or it jumps down when they arrive (layout shift).
    return (
      <div className="flex min-h-screen flex-col gap-4">
        {[0, 1].map((key) => (
          <LoadingBlock
            key={key}
            lines={4}
            className="rounded-2xl border border-slate-200 bg-white p-6"
          />
        ))}
      </div>
    );
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
          {intl.formatMessage({ id: 'subscriptions.empty.title' })}
        </p>
        <p className="text-sm text-slate-700">
          {intl.formatMessage({ id: 'subscriptions.empty.body' })}
        </p>
        <Link to="/order" className={buttonClasses('primary')}>
          {intl.formatMessage({ id: 'subscriptions.empty.cta' })}
        </Link>
      </div>
    );
  }

  // The server's clock, not the device's: every card is judged at the moment it was read.
  const now = serverNow(subscriptions.data);
  const anotherPlanRuns = alreadyHasSubscription(subscriptions.data);
  return (
    <div className="flex flex-col gap-6">
      {renewed && (
        <Alert tone="success">
          {intl.formatMessage({ id: 'subscriptions.renewal.success' }, { plan: renewed })}
        </Alert>
      )}
      <WinBackPrompt subscriptions={subscriptions.data} now={now} />
      <ul className="flex flex-col gap-4">
        {subscriptions.data.map((subscription) => (
          <li key={subscription.krn}>
            <SubscriptionCard
              subscription={subscription}
              now={now}
              onRenewed={(renewedOne) => setRenewed(renewedOne.plan_name)}
              anotherPlanRuns={anotherPlanRuns}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
