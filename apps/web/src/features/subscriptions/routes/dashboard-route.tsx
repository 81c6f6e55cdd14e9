import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { SubscriptionList } from '../components/subscription-list';

function DashboardRoute() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'subscriptions.dashboard.title' });
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={title} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {intl.formatMessage({ id: 'subscriptions.dashboard.intro' })}
          </p>
        </div>
        <Link to="/invoices" className="text-sm font-medium text-indigo-700 hover:underline">
          {intl.formatMessage({ id: 'subscriptions.dashboard.payment_history' })}
        </Link>
      </div>
      <SubscriptionList />
    </div>
  );
}

export { DashboardRoute as Component };
