import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { buttonClasses } from '../../../components/button-styles';
import { LoadingBlock } from '../../../components/skeleton';
import { reportCsvHref, useReportSummary, type ReportFilter } from '../api/staff-reports-api';
import { NewVsChurnedChart } from '../components/new-vs-churned-chart';
import { ReportFilterForm } from '../components/report-filter-form';
import { ReportKpiCards } from '../components/report-kpi-cards';
import { SubscribersByPlanTable } from '../components/subscribers-by-plan-table';
import { mayOpen } from '../model/console-navigation';
import { filterFromParams } from '../model/report-filter';
import { staffErrorText } from '../model/staff-error-text';
import { useStaffContext } from './admin-layout';

function ReportBody({ filter }: { filter: ReportFilter }) {
  const summary = useReportSummary(filter);
  if (summary.isPending) return <LoadingBlock lines={6} />;
  if (summary.isError) return <Alert tone="error">{staffErrorText(summary.error)}</Alert>;
  const data = summary.data;
  const quiet =
    data.subscribers.active === 0 &&
    data.subscribers.trials === 0 &&
    data.daily.every((day) => day.new === 0 && day.churned === 0) &&
    data.refund_rate.length === 0;
  return (
    <div className="flex flex-col gap-6" aria-busy={summary.isFetching || undefined}>
      {summary.isPlaceholderData && (
        <p role="status" className="text-sm font-medium text-indigo-700">
          Updating the figures for the new range…
        </p>
      )}
      <p className="text-sm text-slate-700">
        {`${data.from} to ${data.to} (UTC)${data.storefront ? `, storefront ${data.storefront}` : ', every storefront'}. Figures about now are as of ${data.as_of.slice(0, 16).replace('T', ' ')} UTC.`}
      </p>
      {quiet && (
        <Alert tone="info">Nothing happened in this range: no subscribers, sales or refunds.</Alert>
      )}
      <ReportKpiCards summary={data} />
      <NewVsChurnedChart daily={data.daily} />
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Active subscribers by plan</h2>
        <SubscribersByPlanTable byPlan={data.subscribers.by_plan} />
      </section>
    </div>
  );
}

/** `/admin/reports?from=&to=&storefront=`: finance's figures and the accountant's exports. */
function ReportsRoute() {
  const [params, setParams] = useSearchParams();
  const me = useStaffContext();
  // Today is the browser's; the server's clock decides "now" for the figures themselves.
  const now = useMemo(() => new Date(), []);
  const filter = filterFromParams(params, now);
  const change = (next: ReportFilter) =>
    setParams({
      from: next.from,
      to: next.to,
      ...(next.storefront ? { storefront: next.storefront } : {}),
    });
  return (
    <section className="flex min-w-0 flex-col gap-6">
      <title>Reports — Burrow operator console</title>
      <h1 className="text-2xl font-bold text-slate-900">Reports</h1>
      {mayOpen('/admin/reports', me.permissions) ? (
        <>
          <ReportFilterForm
            key={`${filter.from}:${filter.to}:${filter.storefront}`}
            filter={filter}
            now={now}
            onChange={change}
          />
          <div className="flex flex-wrap gap-3">
            <a
              className={buttonClasses('secondary')}
              href={reportCsvHref('invoices', filter)}
              download
            >
              Download invoices (CSV)
            </a>
            <a
              className={buttonClasses('secondary')}
              href={reportCsvHref('refunds', filter)}
              download
            >
              Download refunds (CSV)
            </a>
          </div>
          <ReportBody filter={filter} />
        </>
      ) : (
        <Alert tone="error">Your role does not allow this page.</Alert>
      )}
    </section>
  );
}

export { ReportsRoute as Component };
