import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { LoadingBlock } from '../../../components/skeleton';
import { isApiError } from '../../../lib/api-client';
import { useSubscription } from '../api/get-subscription';
import { CouponDetails } from '../components/coupon-details';

function CouponBody({ krn }: { krn: string }) {
  const intl = useIntl();
  const subscription = useSubscription(krn);
  if (subscription.isPending) {
    return <LoadingBlock lines={4} className="rounded-2xl border border-slate-200 bg-white p-6" />;
  }
  // A failed poll while the coupon is being set up keeps what was shown; the next poll may
  // well succeed. Only a first load that failed has nothing to show.
  if (subscription.data !== undefined) {
    return <CouponDetails subscription={subscription.data} />;
  }
  if (isApiError(subscription.error, 'not_found')) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-8">
        <p className="text-slate-700">{intl.formatMessage({ id: 'aircove_coupon.not_found' })}</p>
        <Link to="/subscriptions" className="text-sm font-medium text-indigo-700 hover:underline">
          {intl.formatMessage({ id: 'aircove_coupon.back' })}
        </Link>
      </div>
    );
  }
  return (
    <ErrorState
      error={subscription.error}
      onRetry={() => void subscription.refetch()}
      retrying={subscription.isFetching}
    />
  );
}

function AircoveCouponRoute() {
  const intl = useIntl();
  const { krn = '' } = useParams();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={intl.formatMessage({ id: 'aircove_coupon.title' })}
        intro={intl.formatMessage({ id: 'aircove_coupon.intro' })}
      />
      <CouponBody krn={krn} />
    </div>
  );
}

export { AircoveCouponRoute as Component };
