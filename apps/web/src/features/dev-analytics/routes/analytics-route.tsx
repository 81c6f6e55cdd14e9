import { EventCountsQuerySchema, type EventCountsQuery } from '@burrow/contract/analytics';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlock } from '../../../components/skeleton';
import { isApiError } from '../../../lib/api-client';
import { useEventCounts } from '../api/get-event-counts';
import { EventCountsTable } from '../components/event-counts-table';
import { RangeForm } from '../components/range-form';

/** The range in the address (`?from=&to=`), or none, so the server counts its last week. */
function useRequestedRange(): [EventCountsQuery, (range: Required<EventCountsQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = EventCountsQuerySchema.safeParse({
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  });
  return [parsed.success ? parsed.data : {}, (range) => setParams(range)];
}

function CountsBody() {
  const intl = useIntl();
  const [requested, setRequested] = useRequestedRange();
  const counts = useEventCounts(requested);
  if (counts.isPending) return <LoadingBlock lines={5} />;
  if (counts.isError) {
    // Production has no operator analytics route at all (decision 0059).
    if (isApiError(counts.error) && counts.error.status === 404) {
      return <Alert tone="info">{intl.formatMessage({ id: 'dev_analytics.unavailable' })}</Alert>;
    }
    return (
      <ErrorState
        error={counts.error}
        onRetry={() => void counts.refetch()}
        retrying={counts.isFetching}
      />
    );
  }
  const day = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeZone: 'UTC' });
  const shown = { from: day(counts.data.from), to: day(counts.data.to) };
  return (
    <>
      <RangeForm
        range={{
          from: requested.from ?? counts.data.from,
          to: requested.to ?? counts.data.to,
        }}
        pending={counts.isPlaceholderData}
        onSubmit={setRequested}
      />
      {counts.data.counts.length === 0 ? (
        <p
          role="status"
          className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-slate-700"
        >
          {intl.formatMessage({ id: 'dev_analytics.empty' }, shown)}
        </p>
      ) : (
        <EventCountsTable
          counts={counts.data.counts}
          caption={intl.formatMessage({ id: 'dev_analytics.caption' }, shown)}
          stale={counts.isPlaceholderData}
        />
      )}
    </>
  );
}

function AnalyticsRoute() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'dev_analytics.title' });
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 py-10">
      <DocumentTitle title={title} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {intl.formatMessage({ id: 'dev_analytics.intro' })}
        </p>
      </div>
      <CountsBody />
    </div>
  );
}

export { AnalyticsRoute as Component };
