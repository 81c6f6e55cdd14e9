import type { Subscription } from '@burrow/contract/subscriptions';
import { useIntl } from 'react-intl';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlock } from '../../../components/skeleton';
import { useSubscriptionList } from '../../../lib/account/subscription-list';
import { AutobillRow } from './autobill-row';
import { SettingsSection } from './settings-section';

/** Automatic renewal on or off, per running subscription. */
export function AutobillSection() {
  const intl = useIntl();
  const subscriptions = useSubscriptionList();
  return (
    <SettingsSection
      title={intl.formatMessage({ id: 'account_billing.autobill.title' })}
      intro={intl.formatMessage({ id: 'account_billing.autobill.intro' })}
    >
      {subscriptions.isPending ? (
        <LoadingBlock lines={2} />
      ) : subscriptions.isError ? (
        <ErrorState
          error={subscriptions.error}
          onRetry={() => void subscriptions.refetch()}
          retrying={subscriptions.isFetching}
        />
      ) : (
        <RunningSubscriptions subscriptions={subscriptions.data} />
      )}
    </SettingsSection>
  );
}

function RunningSubscriptions({ subscriptions }: { subscriptions: Subscription[] }) {
  const intl = useIntl();
  // Ended subscriptions cannot renew: buying again is the dashboard's business.
  const running = subscriptions.filter((subscription) => subscription.active);
  if (running.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        {intl.formatMessage({ id: 'account_billing.autobill.empty' })}
      </p>
    );
  }
  return (
    <ul>
      {running.map((subscription) => (
        <li key={subscription.subscription_id}>
          <AutobillRow subscription={subscription} />
        </li>
      ))}
    </ul>
  );
}
