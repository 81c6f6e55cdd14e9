import type { Subscription } from '@burrow/contract/subscriptions';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlock } from '../../../components/skeleton';
import { useSubscriptionList } from '../../../lib/account/subscription-list';
import { AutobillRow } from './autobill-row';
import { SettingsSection } from './settings-section';

/** Another feature's parts of the renewal switch (the page's slot, decision 0102). */
export interface RenewalSlots {
  /** The turn-renewal-off flow the switch opens when renewal is on. */
  offFlow: (props: {
    subscription: Subscription;
    open: boolean;
    onClose: () => void;
    onDone: (outcome: 'paused' | 'renewal_off' | 'offer_accepted') => void;
  }) => ReactNode;
  /** A paused subscription's notice, with its way to resume now. */
  pauseNotice: (subscription: Subscription) => ReactNode;
}

/** Automatic renewal on or off, per running (or paused) subscription. */
export function AutobillSection({ renewal }: { renewal?: RenewalSlots }) {
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
        <RunningSubscriptions subscriptions={subscriptions.data} renewal={renewal} />
      )}
    </SettingsSection>
  );
}

function RunningSubscriptions({
  subscriptions,
  renewal,
}: {
  subscriptions: Subscription[];
  renewal?: RenewalSlots;
}) {
  const intl = useIntl();
  // Ended subscriptions cannot renew: buying again is the dashboard's business. A paused
  // one gives no access meanwhile but still renews after its pause.
  const running = subscriptions.filter(
    (subscription) => subscription.active || subscription.pause !== null,
  );
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
          <AutobillRow subscription={subscription} renewal={renewal} />
        </li>
      ))}
    </ul>
  );
}
