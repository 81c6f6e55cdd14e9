import { useIntl } from 'react-intl';
import { Spinner } from '../../../components/spinner';

/** Progress while the account is prepared; a status region, so it is announced politely. */
export function WaitingNotice() {
  const intl = useIntl();
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-xl border border-indigo-200 bg-indigo-50 p-5"
    >
      <p className="flex items-center gap-3 font-semibold text-indigo-950">
        <span className="text-indigo-700">
          <Spinner />
        </span>
        {intl.formatMessage({ id: 'delayed_signup.progress.title' })}
      </p>
      <p className="text-sm text-indigo-950">
        {intl.formatMessage({ id: 'delayed_signup.progress.body' })}
      </p>
    </div>
  );
}
