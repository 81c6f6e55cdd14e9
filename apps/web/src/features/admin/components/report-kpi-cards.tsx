import type { StaffReportSummary } from '@burrow/contract/staff-reports';
import type { ReactNode } from 'react';
import { formatMoney } from '../model/console-money';
import { formatRate } from '../model/report-filter';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-white p-4 shadow-sm">
      <h2 className="text-sm font-medium text-slate-700">{title}</h2>
      <div className="text-slate-900">{children}</div>
    </div>
  );
}

function PerCurrency({ items }: { items: { currency: string; text: string }[] }) {
  if (items.length === 0) return <p className="text-xl font-semibold">—</p>;
  return (
    <ul className="flex flex-col">
      {items.map((item) => (
        <li key={item.currency} className="text-xl font-semibold">
          {item.text}
        </li>
      ))}
    </ul>
  );
}

/** The headline figures; every amount in its own currency (decision 0126). */
export function ReportKpiCards({ summary }: { summary: StaffReportSummary }) {
  const {
    subscribers,
    mrr,
    renewals_due: due,
    refund_rate: refunds,
    recovery_rate: recovery,
  } = summary;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Card title="Active subscribers">
        <p className="text-xl font-semibold">{subscribers.active}</p>
        <p className="text-xs text-slate-600">{`${subscribers.trials} in trial, ${subscribers.paused} paused (not counted)`}</p>
      </Card>
      <Card title="MRR (tax excluded)">
        <PerCurrency
          items={mrr.map((item) => ({
            currency: item.currency,
            text: formatMoney(item.amount_minor, item.currency),
          }))}
        />
      </Card>
      <Card title="Renewals due in 30 days">
        <p className="text-xl font-semibold">{due.count}</p>
        <ul className="text-xs text-slate-600">
          {due.by_currency.map((item) => (
            <li key={item.currency}>
              {`${item.count} × ${item.currency}: ${formatMoney(item.amount_minor, item.currency)}`}
            </li>
          ))}
        </ul>
      </Card>
      <Card title="Refund rate">
        <PerCurrency
          items={refunds.map((item) => ({
            currency: item.currency,
            text: `${item.currency} ${formatRate(item.rate_bp)}`,
          }))}
        />
        <ul className="text-xs text-slate-600">
          {refunds.map((item) => (
            <li key={item.currency}>
              {`${formatMoney(item.refunded_minor, item.currency)} of ${formatMoney(item.collected_minor, item.currency)}`}
            </li>
          ))}
        </ul>
      </Card>
      <Card title="Dunning recovery rate">
        <p className="text-xl font-semibold">{formatRate(recovery.rate_bp)}</p>
        <p className="text-xs text-slate-600">{`${recovery.recovered} of ${recovery.failed} failed renewals paid since`}</p>
      </Card>
    </div>
  );
}
