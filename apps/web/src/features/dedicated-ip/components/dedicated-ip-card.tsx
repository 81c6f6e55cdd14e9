import type { DedicatedIp, DedicatedIpListResponse } from '@burrow/contract/dedicated-ip';
import { subscriptionReference } from '@burrow/domain/subscription-reference';
import { FormattedDate, useIntl } from 'react-intl';
import { Spinner } from '../../../components/spinner';
import { useFinishedSettingUp } from '../../../lib/use-finished-setting-up';
import { LocationForm } from './location-form';
import { LOCATION_NAMES } from './location-names';

interface DedicatedIpCardProps {
  dip: DedicatedIp;
  locations: DedicatedIpListResponse['locations'];
}

/**
 * One dedicated IP: waiting for a location, being set up there, or its address; and the
 * location form. Being set up and its arrival are said in a polite live region, so someone
 * who cannot see the card changing still hears when the address is ready.
 */
export function DedicatedIpCard({ dip, locations }: DedicatedIpCardProps) {
  const intl = useIntl();
  const headingId = `dedicated-ip-${dip.id}`;
  const justAssigned = useFinishedSettingUp(dip.status === 'being_set_up');
  const locationName = dip.location ? intl.formatMessage({ id: LOCATION_NAMES[dip.location] }) : '';
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
            { reference: subscriptionReference(dip.subscription_krn) },
          )}
        </p>
      </header>
      {dip.status === 'assigned' && dip.ip_address && dip.location && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-slate-600">{intl.formatMessage({ id: 'dedicated_ip.address' })}</dt>
          <dd className="font-mono text-lg font-semibold text-slate-900">{dip.ip_address}</dd>
          <dt className="text-slate-600">{intl.formatMessage({ id: 'dedicated_ip.location' })}</dt>
          <dd className="font-medium text-slate-900">{locationName}</dd>
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
      )}
      {dip.status === 'being_set_up' && dip.location && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-slate-600">{intl.formatMessage({ id: 'dedicated_ip.address' })}</dt>
          <dd className="font-medium text-amber-800">
            {intl.formatMessage({ id: 'dedicated_ip.being_set_up' })}
          </dd>
          <dt className="text-slate-600">{intl.formatMessage({ id: 'dedicated_ip.location' })}</dt>
          <dd className="font-medium text-slate-900">{locationName}</dd>
          {dip.requested_at && (
            <>
              <dt className="text-slate-600">
                {intl.formatMessage({ id: 'dedicated_ip.requested_at' })}
              </dt>
              <dd className="text-slate-900">
                <FormattedDate value={dip.requested_at} dateStyle="long" timeStyle="short" />
              </dd>
            </>
          )}
        </dl>
      )}
      {dip.status === 'awaiting_location' && (
        <p className="text-sm text-slate-700">
          {intl.formatMessage({ id: 'dedicated_ip.awaiting' })}
        </p>
      )}
      {/* Always rendered, so what appears in it is announced; out of the flow while empty so
          it adds no gap. */}
      <div role="status" className="text-sm empty:absolute">
        {dip.status === 'being_set_up' && dip.location && (
          <p className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sky-900">
            <span className="mt-0.5 flex shrink-0">
              <Spinner />
            </span>
            {intl.formatMessage(
              { id: 'dedicated_ip.being_set_up.body' },
              { location: locationName },
            )}
          </p>
        )}
        {justAssigned && dip.status === 'assigned' && dip.ip_address && (
          <p className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
            {intl.formatMessage(
              { id: 'dedicated_ip.ready' },
              { address: dip.ip_address, location: locationName },
            )}
          </p>
        )}
      </div>
      <LocationForm dip={dip} locations={locations} />
    </article>
  );
}
