import type { StaffReportSummary } from '@burrow/contract/staff-reports';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

type Daily = StaffReportSummary['daily'];

/**
 * New and churned subscriptions per day. The drawing is for the eye only (hidden from
 * assistive technology); the same figures are in the summary sentence and the table below it,
 * which is what a screen reader reads.
 */
export function NewVsChurnedChart({ daily }: { daily: Daily }) {
  const totalNew = daily.reduce((sum, day) => sum + day.new, 0);
  const totalChurned = daily.reduce((sum, day) => sum + day.churned, 0);
  const summary = `${totalNew} new and ${totalChurned} churned subscriptions over ${daily.length} ${
    daily.length === 1 ? 'day' : 'days'
  }.`;
  return (
    <figure className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <figcaption className="text-sm text-slate-800">
        <span className="font-semibold">New vs churned per day. </span>
        {summary}
      </figcaption>
      <div aria-hidden="true" className="h-64 w-full min-w-0">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={daily} accessibilityLayer={false} margin={{ left: -20, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={(day: string) => day.slice(5)} fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} />
            <Tooltip />
            <Legend />
            <Bar dataKey="new" name="New" fill="#4338ca" />
            <Bar dataKey="churned" name="Churned" fill="#be123c" />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-indigo-700">
          The figures as a table
        </summary>
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="w-full border-collapse text-left text-sm">
            <thead className="bg-slate-100 text-slate-800">
              <tr>
                <th scope="col" className="px-3 py-1">
                  Day (UTC)
                </th>
                <th scope="col" className="px-3 py-1 text-right">
                  New
                </th>
                <th scope="col" className="px-3 py-1 text-right">
                  Churned
                </th>
              </tr>
            </thead>
            <tbody>
              {daily.map((day) => (
                <tr key={day.day} className="border-t border-slate-200">
                  <th scope="row" className="px-3 py-1 font-normal text-slate-700">
                    {day.day}
                  </th>
                  <td className="px-3 py-1 text-right">{day.new}</td>
                  <td className="px-3 py-1 text-right">{day.churned}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
