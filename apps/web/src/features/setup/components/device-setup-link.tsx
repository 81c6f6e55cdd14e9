import { setupDevicesPath } from '@burrow/domain/menu-items';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlock } from '../../../components/skeleton';
import { useSubscriptions } from '../api/get-subscriptions';
import { newestSetupLinkToken } from './setup-link-token';

/** The link that connects a device to the newest active subscription. */
export function DeviceSetupLink() {
  const intl = useIntl();
  const subscriptions = useSubscriptions();
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
  const token = newestSetupLinkToken(subscriptions.data);
  return (
    <section
      aria-labelledby="setup-link"
      className="flex flex-col items-start gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="setup-link" className="text-lg font-semibold text-slate-900">
        {intl.formatMessage({ id: 'setup.link.title' })}
      </h2>
      {token ? (
        <>
          <p className="text-sm text-slate-700">{intl.formatMessage({ id: 'setup.link.body' })}</p>
          <Link to={setupDevicesPath(token)} className={buttonClasses('primary')}>
            {intl.formatMessage({ id: 'setup.link.cta' })}
          </Link>
        </>
      ) : (
        <p className="text-sm text-slate-700">{intl.formatMessage({ id: 'setup.link.pending' })}</p>
      )}
    </section>
  );
}
