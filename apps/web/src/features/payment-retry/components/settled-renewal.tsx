import type { PaymentCollection } from '@burrow/contract/payment-collection';
import { PAYMENT_HISTORY_PATH } from '@burrow/domain/subscription-actions';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';

/** Nothing owed: right after paying (`justPaid`), or a plan that never failed. */
export function SettledRenewal({
  collection,
  justPaid,
}: {
  collection: PaymentCollection;
  justPaid: boolean;
}) {
  const intl = useIntl();
  const { subscription } = collection;
  const values = {
    plan: subscription.plan_name,
    date: intl.formatDate(subscription.next_payment_date ?? undefined, { dateStyle: 'long' }),
  };
  return (
    <section
      aria-labelledby="settled-renewal"
      className={
        justPaid
          ? 'flex flex-col items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-6'
          : 'flex flex-col items-start gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm'
      }
    >
      <h2
        id="settled-renewal"
        role={justPaid ? 'status' : undefined}
        className="text-lg font-semibold text-slate-900"
      >
        {intl.formatMessage(
          { id: justPaid ? 'payment_retry.paid.title' : 'payment_retry.settled.title' },
          values,
        )}
      </h2>
      <p className="text-sm text-slate-700">
        {intl.formatMessage(
          { id: justPaid ? 'payment_retry.paid.body' : 'payment_retry.settled.body' },
          values,
        )}
      </p>
      <div className="flex flex-wrap gap-3">
        {justPaid && (
          <Link to={PAYMENT_HISTORY_PATH} className={buttonClasses('primary')}>
            {intl.formatMessage({ id: 'payment_retry.see_invoice' })}
          </Link>
        )}
        <Link to="/subscriptions" className={buttonClasses(justPaid ? 'secondary' : 'primary')}>
          {intl.formatMessage({ id: 'payment_retry.dashboard' })}
        </Link>
      </div>
    </section>
  );
}
