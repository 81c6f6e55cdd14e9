import type { HolidayEsim } from '@burrow/contract/esims';
import { FormattedDate, useIntl } from 'react-intl';
import { Spinner } from '../../../components/spinner';
import { cx } from '../../../lib/class-names';
import { useFinishedSettingUp } from '../../../lib/use-finished-setting-up';
import { EsimInstall } from './esim-install';

const BADGE = 'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';
const BADGES = {
  being_set_up: {
    id: 'esim.status.being_set_up',
    tone: 'bg-amber-50 text-amber-900 ring-amber-200',
  },
  ready: { id: 'esim.status.ready', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  expired: { id: 'esim.status.expired', tone: 'bg-slate-100 text-slate-800 ring-slate-300' },
} as const;

/**
 * One holiday eSIM: being set up (what was asked for, when, and what happens next), or ready
 * with how to install it. Being set up and its arrival are said in a polite live region.
 */
export function EsimCard({ esim }: { esim: HolidayEsim }) {
  const intl = useIntl();
  const headingId = `esim-${esim.id}`;
  const justReady = useFinishedSettingUp(esim.status === 'being_set_up');
  const badge =
    esim.status === 'being_set_up'
      ? BADGES.being_set_up
      : esim.usable
        ? BADGES.ready
        : BADGES.expired;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {esim.status === 'ready'
              ? intl.formatMessage({ id: 'esim.card.title' }, { gb: esim.data_gb })
              : intl.formatMessage({ id: 'esim.card.title_being_set_up' })}
          </h2>
          <p className="text-sm text-slate-600">
            {intl.formatMessage({ id: 'esim.card.with_plan' }, { plan: esim.plan_name })}
          </p>
        </div>
        <span className={cx(BADGE, badge.tone)}>{intl.formatMessage({ id: badge.id })}</span>
      </header>
      {esim.status === 'being_set_up' && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
          <dt className="text-slate-600">{intl.formatMessage({ id: 'esim.requested_at' })}</dt>
          <dd className="font-medium text-slate-900">
            <FormattedDate value={esim.requested_at} dateStyle="long" timeStyle="short" />
          </dd>
        </dl>
      )}
      {/* Always rendered, so what appears in it is announced; out of the flow while empty so
          it adds no gap. */}
      <div role="status" className="text-sm empty:absolute">
        {esim.status === 'being_set_up' && (
          <p className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sky-900">
            <span className="mt-0.5 flex shrink-0">
              <Spinner />
            </span>
            {intl.formatMessage({ id: 'esim.being_set_up.body' })}
          </p>
        )}
        {justReady && (
          <p className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
            {intl.formatMessage({ id: 'esim.ready_announcement' })}
          </p>
        )}
      </div>
      {esim.status === 'ready' && <EsimInstall esim={esim} />}
    </article>
  );
}
