import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { LoadingBlock } from '../../../components/skeleton';
import { useDedicatedIps } from '../api/get-dedicated-ips';
import { DedicatedIpCard } from '../components/dedicated-ip-card';

function DedicatedIpList() {
  const intl = useIntl();
  const dips = useDedicatedIps();
  if (dips.isPending) {
    return <LoadingBlock lines={5} className="rounded-2xl border border-slate-200 bg-white p-6" />;
  }
  // A failed poll while something is being set up keeps what was shown; the next poll may
  // well succeed. Only a first load that failed has nothing to show.
  if (dips.data === undefined) {
    return (
      <ErrorState
        error={dips.error}
        onRetry={() => void dips.refetch()}
        retrying={dips.isFetching}
      />
    );
  }
  if (dips.data.dedicated_ips.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-8">
        <p className="text-lg font-semibold text-slate-900">
          {intl.formatMessage({ id: 'dedicated_ip.empty.title' })}
        </p>
        <p className="text-sm text-slate-700">
          {intl.formatMessage({ id: 'dedicated_ip.empty.body' })}
        </p>
        <Link to="/my-subscriptions" className={buttonClasses('primary')}>
          {intl.formatMessage({ id: 'dedicated_ip.empty.cta' })}
        </Link>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {dips.data.dedicated_ips.map((dip) => (
        <li key={dip.id}>
          <DedicatedIpCard dip={dip} locations={dips.data.locations} />
        </li>
      ))}
    </ul>
  );
}

function DedicatedIpRoute() {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={intl.formatMessage({ id: 'dedicated_ip.title' })}
        intro={intl.formatMessage({ id: 'dedicated_ip.intro' })}
      />
      <DedicatedIpList />
    </div>
  );
}

export { DedicatedIpRoute as Component };
