import { useIntl } from 'react-intl';
import { DocumentTitle } from '../../../components/document-title';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlock } from '../../../components/skeleton';
import { useReferralProgram } from '../api/get-referral-program';
import { FriendList } from '../components/friend-list';
import { ReferralLink } from '../components/referral-link';

function ReferralsBody() {
  const program = useReferralProgram();
  if (program.isPending) {
    return <LoadingBlock lines={6} className="rounded-2xl border border-slate-200 bg-white p-6" />;
  }
  if (program.isError) {
    return (
      <ErrorState
        error={program.error}
        onRetry={() => void program.refetch()}
        retrying={program.isFetching}
      />
    );
  }
  return (
    <>
      <ReferralLink program={program.data} />
      <FriendList program={program.data} />
    </>
  );
}

/** `/referrals` (docs/product.md#customer-pages Refer friends): the personal link and the friends who used it. */
function ReferralsRoute() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'referrals.title' });
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <DocumentTitle title={title} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {intl.formatMessage({ id: 'referrals.intro' })}
        </p>
      </div>
      <ReferralsBody />
    </div>
  );
}

export { ReferralsRoute as Component };
