import type { Subscription } from '@burrow/contract/subscriptions';
import { useState } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Spinner } from '../../../components/spinner';
import { errorMessageId } from '../../../i18n/error-messages';
import { cx } from '../../../lib/class-names';
import { useTurnAutobillOn } from '../api/turn-autobill-on';
import type { RenewalSlots } from './autobill-section';

/**
 * One running subscription with its automatic-renewal switch. On, the switch opens the
 * turn-off flow (decision 0102) rather than turning renewal off at once.
 */
export function AutobillRow({
  subscription,
  renewal,
}: {
  subscription: Subscription;
  renewal?: RenewalSlots;
}) {
  const intl = useIntl();
  const turnOn = useTurnAutobillOn();
  const [flowOpen, setFlowOpen] = useState(false);
  const [turnedOff, setTurnedOff] = useState(false);
  const on = subscription.auto_billing_enabled;
  const pending = turnOn.isPending;
  const last = turnOn.isIdle ? undefined : turnOn;
  const plan = subscription.plan_name;
  const toggle = () => {
    setTurnedOff(false);
    if (on) setFlowOpen(true);
    else turnOn.mutate(subscription.subscription_id);
  };
  const paused = subscription.pause !== null;

  return (
    <div className="flex flex-col gap-3 border-t border-slate-100 py-4 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-medium text-slate-900">{plan}</p>
          {!paused && subscription.next_payment_date && (
            <p className="text-sm text-slate-600">
              {intl.formatMessage(
                {
                  id: on
                    ? 'account_billing.autobill.renews_on'
                    : 'account_billing.autobill.ends_on',
                },
                {
                  date: <FormattedDate value={subscription.next_payment_date} dateStyle="long" />,
                },
              )}
            </p>
          )}
        </div>
        {paused ? null : subscription.supports_autobill ? (
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-label={intl.formatMessage(
              { id: 'account_billing.autobill.switch_label' },
              { plan },
            )}
            aria-busy={pending || undefined}
            disabled={pending || (on && !renewal)}
            onClick={toggle}
            className={cx(
              'inline-flex items-center gap-3 rounded-full px-1 py-1 pr-3 text-sm font-semibold',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
              'disabled:cursor-not-allowed disabled:opacity-60',
              on ? 'bg-indigo-700 text-white' : 'bg-slate-200 text-slate-800',
            )}
          >
            <span
              aria-hidden="true"
              className={cx(
                'flex h-6 w-6 items-center justify-center rounded-full bg-white shadow',
                on ? 'order-last' : 'order-first',
              )}
            >
              {pending && <Spinner />}
            </span>
            {intl.formatMessage({
              id: on ? 'account_billing.autobill.on' : 'account_billing.autobill.off',
            })}
          </button>
        ) : (
          <p className="max-w-xs text-sm text-slate-600">
            {intl.formatMessage({ id: 'account_billing.autobill.managed_elsewhere' })}
          </p>
        )}
      </div>
      {paused && renewal?.pauseNotice(subscription)}
      {renewal?.offFlow({
        subscription,
        open: flowOpen,
        onClose: () => setFlowOpen(false),
        onDone: (outcome) => {
          turnOn.reset();
          setTurnedOff(outcome === 'renewal_off');
        },
      })}
      {turnedOff && !on && (
        <Alert tone="success">
          {intl.formatMessage({ id: 'account_billing.autobill.turned_off' }, { plan })}
        </Alert>
      )}
      {last?.isError && (
        <Alert tone="error">{intl.formatMessage({ id: errorMessageId(last.error) })}</Alert>
      )}
      {last?.isSuccess && (
        <Alert tone="success">
          {intl.formatMessage({ id: 'account_billing.autobill.turned_on' }, { plan })}
        </Alert>
      )}
    </div>
  );
}
