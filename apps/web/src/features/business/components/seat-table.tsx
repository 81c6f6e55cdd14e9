import type { Subscription } from '@burrow/contract/subscriptions';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/message-ids';
import { AssignSeatForm } from './assign-seat-form';
import { RevokeSeat } from './revoke-seat';

type License = Subscription['licenses'][number];

const STATE_LABELS: Record<License['state'], MessageId> = {
  active: 'business.seats.state.active',
  unassigned: 'business.seats.state.unassigned',
  revoked: 'business.seats.state.revoked',
};

const STATE_STYLES: Record<License['state'], string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  unassigned: 'bg-sky-50 text-sky-900 ring-sky-200',
  revoked: 'bg-slate-100 text-slate-700 ring-slate-300',
};

interface SeatTableProps {
  subscription: Subscription;
  /** The License Manager assigns and revokes; dashboards only list. */
  manage: boolean;
}

/** Every seat of a subscription: who holds it and its state, with the actions it allows. */
export function SeatTable({ subscription, manage }: SeatTableProps) {
  const intl = useIntl();
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">
        {intl.formatMessage({ id: 'business.seats.caption' }, { plan: subscription.plan_name })}
      </caption>
      <thead className="border-b border-slate-200 text-slate-600">
        <tr>
          <th scope="col" className="py-2 pr-4 font-medium">
            {intl.formatMessage({ id: 'business.seats.column.seat' })}
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            {intl.formatMessage({ id: 'business.seats.column.holder' })}
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            {intl.formatMessage({ id: 'business.seats.column.state' })}
          </th>
          {manage && (
            <th scope="col" className="py-2 font-medium">
              {intl.formatMessage({ id: 'business.seats.column.actions' })}
            </th>
          )}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {subscription.licenses.map((license, index) => (
          <tr key={license.krn} className="align-top">
            <th scope="row" className="py-3 pr-4 font-medium text-slate-900">
              {index + 1}
            </th>
            <td className="py-3 pr-4 break-all text-slate-800">
              {license.assigned_email ?? intl.formatMessage({ id: 'business.seats.no_holder' })}
            </td>
            <td className="py-3 pr-4">
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATE_STYLES[license.state]}`}
              >
                {intl.formatMessage({ id: STATE_LABELS[license.state] })}
              </span>
            </td>
            {manage && (
              <td className="py-3">
                {license.state === 'unassigned' && (
                  <AssignSeatForm licenseKrn={license.krn} seatNumber={index + 1} />
                )}
                {license.state === 'active' && license.assigned_email && (
                  <RevokeSeat licenseKrn={license.krn} email={license.assigned_email} />
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
