import type { RenewalRetry } from '@burrow/contract/payment-methods';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import type { MessageId } from '../../../i18n/message-ids';

/** What the last change to the wallet did, for the notices above the list. */
export interface WalletOutcome {
  change: 'added' | 'added_default' | 'made_default' | 'removed';
  /** The method's label, e.g. "Visa ending in 4242". */
  method: string;
  /** Renewals that had failed and were retried at once on the new method. */
  retries: RenewalRetry[];
}

const CHANGE_MESSAGES: Record<WalletOutcome['change'], MessageId> = {
  added: 'payment_methods.outcome.added',
  added_default: 'payment_methods.outcome.added_default',
  made_default: 'payment_methods.outcome.made_default',
  removed: 'payment_methods.outcome.removed',
};

const RETRY_MESSAGES: Record<RenewalRetry['outcome'], MessageId> = {
  paid: 'payment_methods.retry.paid',
  failed: 'payment_methods.retry.failed',
  expired: 'payment_methods.retry.expired',
};

/**
 * The change, and for a subscription whose renewal had failed, whether the overdue payment
 * went through on the new method (issue 5: a method change during dunning retries at once).
 */
export function ChangeOutcome({ outcome }: { outcome: WalletOutcome }) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-2">
      <Alert tone="success">
        {intl.formatMessage({ id: CHANGE_MESSAGES[outcome.change] }, { method: outcome.method })}
      </Alert>
      {outcome.retries.map((retry) => (
        <Alert key={retry.subscription_id} tone={retry.outcome === 'paid' ? 'success' : 'error'}>
          {intl.formatMessage({ id: RETRY_MESSAGES[retry.outcome] }, { plan: retry.plan_name })}
        </Alert>
      ))}
    </div>
  );
}
