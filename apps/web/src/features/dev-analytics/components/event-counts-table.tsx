import type { EventCounts } from '@burrow/contract/analytics';
import { useIntl } from 'react-intl';

interface EventCountsTableProps {
  counts: EventCounts['counts'];
  caption: string;
  /** A new range is loading: the table shown is the previous one. */
  stale: boolean;
}

/** Counts per event and page, most frequent first as the server orders them. */
export function EventCountsTable({ counts, caption, stale }: EventCountsTableProps) {
  const intl = useIntl();
  const header = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
  const numberHeader = `${header} text-right`;
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <table aria-busy={stale || undefined} className="w-full text-sm">
        <caption className="px-4 pt-4 text-left font-semibold text-slate-900">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className={header}>
              {intl.formatMessage({ id: 'dev_analytics.column.event' })}
            </th>
            <th scope="col" className={header}>
              {intl.formatMessage({ id: 'dev_analytics.column.page' })}
            </th>
            <th scope="col" className={numberHeader}>
              {intl.formatMessage({ id: 'dev_analytics.column.count' })}
            </th>
            <th scope="col" className={numberHeader}>
              {intl.formatMessage({ id: 'dev_analytics.column.sessions' })}
            </th>
          </tr>
        </thead>
        <tbody>
          {counts.map((row) => (
            <tr key={`${row.event} ${row.page ?? ''}`} className="border-b border-slate-100">
              <td className="px-4 py-2 font-mono text-slate-900">{row.event}</td>
              <td className="px-4 py-2 break-all text-slate-800">
                {row.page ?? (
                  <span className="text-slate-600 italic">
                    {intl.formatMessage({ id: 'dev_analytics.no_page' })}
                  </span>
                )}
              </td>
              <td className="px-4 py-2 text-right text-slate-900 tabular-nums">
                {intl.formatNumber(row.count)}
              </td>
              <td className="px-4 py-2 text-right text-slate-900 tabular-nums">
                {intl.formatNumber(row.sessions)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
