import type { StaffReportSummary } from '@burrow/contract/staff-reports';
import { planLength, tierName } from '../model/report-filter';

/** Active subscribers by tier (rows) × plan length (columns). */
export function SubscribersByPlanTable({
  byPlan,
}: {
  byPlan: StaffReportSummary['subscribers']['by_plan'];
}) {
  if (byPlan.length === 0) return <p className="text-slate-700">No active subscribers.</p>;
  const tiers = [...new Set(byPlan.map((plan) => plan.tier))];
  const lengths = [...new Set(byPlan.map((plan) => plan.months))].sort((a, b) => a - b);
  const count = (tier: string, months: number) =>
    byPlan.find((plan) => plan.tier === tier && plan.months === months)?.count ?? 0;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse overflow-hidden rounded-xl bg-white text-left text-sm shadow-sm">
        <caption className="sr-only">Active subscribers by tier and plan length</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            <th scope="col" className="px-3 py-2">
              Tier
            </th>
            {lengths.map((months) => (
              <th key={months} scope="col" className="px-3 py-2 text-right">
                {planLength(months)}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier) => (
            <tr key={tier} className="border-t border-slate-200">
              <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                {tierName(tier)}
              </th>
              {lengths.map((months) => (
                <td key={months} className="px-3 py-2 text-right">
                  {count(tier, months)}
                </td>
              ))}
              <td className="px-3 py-2 text-right font-semibold">
                {lengths.reduce((sum, months) => sum + count(tier, months), 0)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
