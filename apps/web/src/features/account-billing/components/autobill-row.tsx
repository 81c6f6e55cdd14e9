import type { Subscription } from '@burrow/contract/subscriptions';
import { FormattedDate, useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Spinner } from '../../../components/spinner';
import { errorMessageId } from '../../../i18n/error-messages';
import { cx } from '../../../lib/class-names';
import { useTurnAutobillOff } from '../api/turn-autobill-off';
import { useTurnAutobillOn } from '../api/turn-autobill-on';

/** One running subscription with its automatic-renewal switch. */
export function AutobillRow({ subscription }: { subscription: Subscription }) {
  const intl = useIntl();
  const turnOn = useTurnAutobillOn();
  const turnOff = useTurnAutobillOff();
  const on = subscription.auto_billing_enabled;
  const pending = turnOn.isPending || turnOff.isPending;
  // The latest attempt decides what is said: a success after a failure clears the failure.
  const last = [turnOn, turnOff]
    .filter((mutation) => !mutation.isIdle)
    .sort((a, b) => b.submittedAt - a.submittedAt)[0];
  const plan = subscription.plan_name;
  const toggle = () => (on ? turnOff : turnOn).mutate(subscription.subscription_id);

  return (
    <div className="flex flex-col gap-3 border-t border-slate-100 py-4 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-medium text-slate-900">{plan}</p>
          {subscription.next_payment_date && (
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
        {subscription.supports_autobill ? (
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-label={intl.formatMessage(
              { id: 'account_billing.autobill.switch_label' },
              { plan },
            )}
            aria-busy={pending || undefined}
            disabled={pending}
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
      {last?.isError && (
        <Alert tone="error">{intl.formatMessage({ id: errorMessageId(last.error) })}</Alert>
      )}
      {last?.isSuccess && (
        <Alert tone="success">
          {intl.formatMessage(
            {
              id:
                last === turnOn
                  ? 'account_billing.autobill.turned_on'
                  : 'account_billing.autobill.turned_off',
            },
            { plan },
          )}
        </Alert>
      )}
    </div>
  );
}
