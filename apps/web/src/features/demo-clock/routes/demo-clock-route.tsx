import { FormattedDate, useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { DocumentTitle } from '../../../components/document-title';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlock } from '../../../components/skeleton';
import { isApiError } from '../../../lib/api-client';
import { useAdvanceDemoClock, useDemoClock } from '../api/demo-clock';

const STEPS_IN_DAYS = [1, 7, 30, 365] as const;

function ClockBody() {
  const intl = useIntl();
  const clock = useDemoClock();
  const advance = useAdvanceDemoClock();
  if (clock.isPending) return <LoadingBlock lines={3} />;
  if (clock.isError) {
    // Production has no demo clock at all.
    if (isApiError(clock.error) && clock.error.status === 404) {
      return <Alert tone="info">{intl.formatMessage({ id: 'demo_clock.unavailable' })}</Alert>;
    }
    return <ErrorState error={clock.error} onRetry={() => void clock.refetch()} />;
  }
  const run = clock.data.last_run;
  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6">
      <p className="text-slate-700">
        {intl.formatMessage({ id: 'demo_clock.now' })}{' '}
        <strong className="text-slate-900">
          <FormattedDate value={clock.data.now} dateStyle="full" timeStyle="short" />
        </strong>
      </p>
      <div
        className="flex flex-wrap gap-3"
        role="group"
        aria-label={intl.formatMessage({ id: 'demo_clock.move' })}
      >
        {STEPS_IN_DAYS.map((days) => (
          <Button
            key={days}
            variant="secondary"
            disabled={advance.isPending}
            onClick={() => advance.mutate(days)}
          >
            {intl.formatMessage({ id: 'demo_clock.advance' }, { days })}
          </Button>
        ))}
      </div>
      {advance.isPending && (
        <p role="status" className="text-sm text-slate-600">
          {intl.formatMessage({ id: 'demo_clock.running' })}
        </p>
      )}
      {advance.isError && <ErrorState error={advance.error} />}
      {run && !advance.isPending && (
        <p role="status" className="text-sm text-slate-700">
          {intl.formatMessage({ id: 'demo_clock.last_run' }, run)}
        </p>
      )}
      {run && run.reminded > 0 && !advance.isPending && (
        <p className="text-sm text-slate-700">
          {intl.formatMessage({ id: 'demo_clock.reminders_sent' }, { count: run.reminded })}
        </p>
      )}
    </div>
  );
}

function DemoClockRoute() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'demo_clock.title' });
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 py-10">
      <DocumentTitle title={title} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {intl.formatMessage({ id: 'demo_clock.intro' })}
        </p>
      </div>
      <ClockBody />
    </div>
  );
}

export { DemoClockRoute as Component };
