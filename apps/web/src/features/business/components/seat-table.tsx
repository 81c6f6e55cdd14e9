import type { Subscription } from '@burrow/contract/subscriptions';
import { seatActions } from '@burrow/domain/seat-actions';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/message-ids';
import { AssignSeatForm } from './assign-seat-form';
import { InviteSeatHolder } from './invite-seat-holder';
import { RemoveSeat } from './remove-seat';
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
  /** The management pages assign, revoke, invite and remove; summaries only list. */
  manage: boolean;
}

/**
 * Every seat of a subscription: who holds it and its state, with the actions it allows
 * (the domain's `seatActions`, the same rule the server applies). A table from the small
 * breakpoint up; on a phone each seat is a stacked card, so nothing is wider than the
 * screen (the column headings stay for screen readers).
 */
export function SeatTable({ subscription, manage }: SeatTableProps) {
  const intl = useIntl();
  const total = subscription.licenses.length;
  return (
    <table className="block w-full text-left text-sm sm:table">
      <caption className="sr-only">
        {intl.formatMessage({ id: 'business.seats.caption' }, { plan: subscription.plan_name })}
      </caption>
      <thead className="sr-only border-b border-slate-200 text-slate-600 sm:not-sr-only sm:table-header-group">
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
      <tbody className="block divide-y divide-slate-100 sm:table-row-group">
        {subscription.licenses.map((license, index) => {
          const seat = index + 1;
          const actions = manage ? seatActions(license.state, total) : [];
          return (
            <tr
              key={license.krn}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3 align-top sm:table-row sm:py-0"
            >
              <th scope="row" className="font-medium text-slate-900 sm:py-3 sm:pr-4">
                <span className="sm:hidden">
                  {intl.formatMessage({ id: 'business.seats.seat_number' }, { seat })}
                </span>
                <span className="hidden sm:inline">{seat}</span>
              </th>
              <td className="min-w-0 flex-1 break-all text-slate-800 sm:py-3 sm:pr-4">
                {license.assigned_email ?? intl.formatMessage({ id: 'business.seats.no_holder' })}
              </td>
              <td className="sm:py-3 sm:pr-4">
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${STATE_STYLES[license.state]}`}
                >
                  {intl.formatMessage({ id: STATE_LABELS[license.state] })}
                </span>
              </td>
              {manage && (
                <td className="w-full sm:w-auto sm:py-3">
                  <div className="flex flex-col items-start gap-2">
                    {actions.includes('assign') && (
                      <AssignSeatForm
                        licenseKrn={license.krn}
                        seatNumber={seat}
                        formerHolder={
                          license.state === 'revoked' ? (license.assigned_email ?? '') : undefined
                        }
                      />
                    )}
                    {actions.includes('invite') && license.assigned_email && (
                      <InviteSeatHolder licenseKrn={license.krn} email={license.assigned_email} />
                    )}
                    {actions.includes('revoke') && license.assigned_email && (
                      <RevokeSeat licenseKrn={license.krn} email={license.assigned_email} />
                    )}
                    {actions.includes('remove') && (
                      <RemoveSeat
                        subscriptionId={subscription.subscription_id}
                        licenseKrn={license.krn}
                        seatNumber={seat}
                      />
                    )}
                  </div>
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
