import type { HolidayEsim } from '@burrow/contract/esims';
import { FormattedDate, useIntl } from 'react-intl';
import { QrCode } from './qr-code';

type ReadyEsim = Extract<HolidayEsim, { status: 'ready' }>;

const STEPS = [
  'esim.step.scan',
  'esim.step.label',
  'esim.step.travel',
  'esim.step.roaming',
] as const;

/** A ready eSIM's allowance and expiry, and while usable how to install it. */
export function EsimInstall({ esim }: { esim: ReadyEsim }) {
  const intl = useIntl();
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="text-slate-600">{intl.formatMessage({ id: 'esim.data' })}</dt>
        <dd className="font-medium text-slate-900">
          {intl.formatMessage({ id: 'esim.data_value' }, { gb: esim.data_gb })}
        </dd>
        <dt className="text-slate-600">
          {intl.formatMessage({ id: esim.usable ? 'esim.expires' : 'esim.expired_on' })}
        </dt>
        <dd className="font-medium text-slate-900">
          <FormattedDate value={esim.expires} dateStyle="long" />
        </dd>
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
    </>
  );
}
