import { setupDevicesPath } from '@burrow/domain/menu-items';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlock } from '../../../components/skeleton';
import { useActivationSetup } from '../api/get-activation-setup';
import { useSubscriptions } from '../api/get-subscriptions';
import { newestSetupLinkToken } from './setup-link-token';

/**
 * With no plan of their own, a business seat's holder (decision 0112): the server's device
 * setup without a token answers the seat's plan and device limit, and the seat's own link.
 * Nothing to set up yet (403) is the "coming soon" note, not an error.
 */
function SeatSetupLink() {
  const intl = useIntl();
  const seat = useActivationSetup(null);
  if (seat.isPending) return <LoadingBlock lines={1} />;
  if (seat.isError) {
    return (
      <p className="text-sm text-slate-700">{intl.formatMessage({ id: 'setup.link.pending' })}</p>
    );
  }
  return (
    <>
      <p className="text-sm text-slate-700">
        {intl.formatMessage(
          { id: 'setup.link.seat' },
          {
            plan: <strong className="font-semibold">{seat.data.subscription.plan_name}</strong>,
            max: seat.data.max_devices,
          },
        )}
      </p>
      <Link
        to={setupDevicesPath(seat.data.subscription.setup_link_token)}
        className={buttonClasses('primary')}
      >
        {intl.formatMessage({ id: 'setup.link.cta' })}
      </Link>
    </>
  );
}

/**
 * The link that connects a device to the newest active subscription, or else to the
 * business seat the customer holds.
 */
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
        <SeatSetupLink />
      )}
    </section>
  );
}
