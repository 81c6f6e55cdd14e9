import type { HolidayEsim } from '@burrow/contract/esims';
import { FormattedDate, useIntl } from 'react-intl';
import { QrCode } from './qr-code';

const STEPS = [
  'esim.step.scan',
  'esim.step.label',
  'esim.step.travel',
  'esim.step.roaming',
] as const;

/** One holiday eSIM: its allowance and expiry, and while usable how to install it. */
export function EsimCard({ esim }: { esim: HolidayEsim }) {
  const intl = useIntl();
  const headingId = `esim-${esim.id}`;
  const expires = <FormattedDate value={esim.expires} dateStyle="long" />;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {intl.formatMessage({ id: 'esim.card.title' }, { gb: esim.data_gb })}
          </h2>
          <p className="text-sm text-slate-600">
            {intl.formatMessage({ id: 'esim.card.with_plan' }, { plan: esim.plan_name })}
          </p>
        </div>
        <span
          className={
            esim.usable
              ? 'rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200'
              : 'rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-300'
          }
        >
          {intl.formatMessage({ id: esim.usable ? 'esim.status.ready' : 'esim.status.expired' })}
        </span>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="text-slate-600">{intl.formatMessage({ id: 'esim.data' })}</dt>
        <dd className="font-medium text-slate-900">
          {intl.formatMessage({ id: 'esim.data_value' }, { gb: esim.data_gb })}
        </dd>
        <dt className="text-slate-600">
          {intl.formatMessage({ id: esim.usable ? 'esim.expires' : 'esim.expired_on' })}
        </dt>
        <dd className="font-medium text-slate-900">{expires}</dd>
      </dl>
      {esim.usable ? (
        <div className="flex flex-col gap-5 sm:flex-row">
          <QrCode
            value={esim.activation_code}
            label={intl.formatMessage({ id: 'esim.qr.label' })}
          />
          <div className="flex flex-col gap-3 text-sm text-slate-700">
            <ol className="flex list-decimal flex-col gap-2 pl-5">
              {STEPS.map((step) => (
                <li key={step}>{intl.formatMessage({ id: step })}</li>
              ))}
            </ol>
            <details>
              <summary className="cursor-pointer font-medium text-indigo-700 hover:underline">
                {intl.formatMessage({ id: 'esim.manual.title' })}
              </summary>
              <dl className="mt-2 grid gap-1">
                <dt className="text-slate-600">{intl.formatMessage({ id: 'esim.manual.smdp' })}</dt>
                <dd className="font-mono break-all text-slate-900">{esim.smdp_address}</dd>
                <dt className="text-slate-600">
                  {intl.formatMessage({ id: 'esim.manual.activation_code' })}
                </dt>
                <dd className="font-mono break-all text-slate-900">{esim.matching_id}</dd>
              </dl>
            </details>
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-700">{intl.formatMessage({ id: 'esim.expired_body' })}</p>
      )}
    </article>
  );
}
