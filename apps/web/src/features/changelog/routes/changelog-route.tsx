import { FormattedDate, useIntl } from 'react-intl';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { LoadingBlock } from '../../../components/skeleton';
import { useChangelog } from '../api/get-changelog';

function ChangelogEntries() {
  const intl = useIntl();
  const changelog = useChangelog();
  if (changelog.isPending) {
    return <LoadingBlock lines={5} className="rounded-2xl border border-slate-200 bg-white p-6" />;
  }
  if (changelog.isError) {
    return (
      <ErrorState
        error={changelog.error}
        onRetry={() => void changelog.refetch()}
        retrying={changelog.isFetching}
      />
    );
  }
  if (changelog.data.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-slate-700">
        {intl.formatMessage({ id: 'changelog.empty' })}
      </p>
    );
  }
  return (
    <ol className="flex flex-col gap-4">
      {changelog.data.map((entry) => (
        <li key={entry.id}>
          <article
            aria-labelledby={`changelog-${entry.id}`}
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <p className="text-sm text-slate-600">
              {/* A calendar day, not an instant: show it as the day it names. */}
              <FormattedDate
                value={`${entry.published_on}T00:00:00Z`}
                dateStyle="long"
                timeZone="UTC"
              />
            </p>
            <h2 id={`changelog-${entry.id}`} className="mt-1 text-lg font-semibold text-slate-900">
              {entry.title}
            </h2>
            <p className="mt-2 text-sm text-slate-700">{entry.body}</p>
          </article>
        </li>
      ))}
    </ol>
  );
}

function ChangelogRoute() {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={intl.formatMessage({ id: 'changelog.title' })}
        intro={intl.formatMessage({ id: 'changelog.intro' })}
      />
      <ChangelogEntries />
    </div>
  );
}

export { ChangelogRoute as Component };
