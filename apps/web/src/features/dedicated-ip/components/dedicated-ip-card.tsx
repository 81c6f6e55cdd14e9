import type { DedicatedIp, DedicatedIpListResponse } from '@burrow/contract/dedicated-ip';
import { displayKrnId } from '@burrow/domain/krn';
import { FormattedDate, useIntl } from 'react-intl';
import { LocationForm } from './location-form';
import { LOCATION_NAMES } from './location-names';

interface DedicatedIpCardProps {
  dip: DedicatedIp;
  locations: DedicatedIpListResponse['locations'];
}

/** One dedicated IP: its address and location when assigned, and the location form. */
export function DedicatedIpCard({ dip, locations }: DedicatedIpCardProps) {
  const intl = useIntl();
  const headingId = `dedicated-ip-${dip.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <header>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {intl.formatMessage({ id: 'dedicated_ip.card.title' }, { plan: dip.plan_name })}
        </h2>
        <p className="text-sm text-slate-600">
          {intl.formatMessage(
            { id: 'dedicated_ip.card.subscription' },
            { id: displayKrnId(dip.subscription_krn) },
          )}
        </p>
      </header>
      {dip.status === 'assigned' && dip.ip_address && dip.location ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-slate-600">{intl.formatMessage({ id: 'dedicated_ip.address' })}</dt>
          <dd className="font-mono text-lg font-semibold text-slate-900">{dip.ip_address}</dd>
          <dt className="text-slate-600">{intl.formatMessage({ id: 'dedicated_ip.location' })}</dt>
          <dd className="font-medium text-slate-900">
            {intl.formatMessage({ id: LOCATION_NAMES[dip.location] })}
          </dd>
          {dip.assigned_at && (
            <>
              <dt className="text-slate-600">
                {intl.formatMessage({ id: 'dedicated_ip.assigned_at' })}
              </dt>
              <dd className="text-slate-900">
                <FormattedDate value={dip.assigned_at} dateStyle="long" />
              </dd>
            </>
          )}
        </dl>
      ) : (
        <p className="text-sm text-slate-700">
          {intl.formatMessage({ id: 'dedicated_ip.awaiting' })}
        </p>
      )}
      <LocationForm dip={dip} locations={locations} />
    </article>
  );
}
