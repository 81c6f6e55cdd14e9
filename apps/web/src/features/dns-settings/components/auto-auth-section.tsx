import type { DnsSettings } from '@burrow/contract/dns-settings';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Spinner } from '../../../components/spinner';
import { errorMessageId } from '../../../i18n/error-messages';
import { cx } from '../../../lib/class-names';
import { useSetAutoAuth } from '../api/set-auto-auth';
import { Section } from './section';

/** Whether the apps register the customer's address by themselves: a switch that saves at once. */
export function AutoAuthSection({ settings }: { settings: DnsSettings }) {
  const intl = useIntl();
  const save = useSetAutoAuth();
  const [changed, setChanged] = useState(false);
  const enabled = settings.auto_auth_enabled;
  const label = intl.formatMessage({ id: 'dns_settings.auto_auth.label' });

  return (
    <Section id="dns-auto-auth" title={intl.formatMessage({ id: 'dns_settings.auto_auth.title' })}>
      <div className="flex items-center justify-between gap-4">
        <div className="flex flex-col gap-1">
          <span id="dns-auto-auth-label" className="font-medium text-slate-900">
            {label}
          </span>
          <span id="dns-auto-auth-description" className="text-sm text-slate-700">
            {intl.formatMessage({ id: 'dns_settings.auto_auth.description' })}
          </span>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-labelledby="dns-auto-auth-label"
          aria-describedby="dns-auto-auth-description"
          aria-busy={save.isPending || undefined}
          disabled={save.isPending}
          onClick={() => {
            setChanged(false);
            save.mutate(!enabled, { onSuccess: () => setChanged(true) });
          }}
          className={cx(
            'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
            'disabled:cursor-wait disabled:opacity-70',
            enabled ? 'border-indigo-700 bg-indigo-700' : 'border-slate-500 bg-slate-200',
          )}
        >
          <span
            aria-hidden="true"
            className={cx(
              'inline-flex h-5 w-5 items-center justify-center rounded-full bg-white text-indigo-700 shadow transition-transform',
              enabled ? 'translate-x-5' : 'translate-x-0.5',
            )}
          >
            {save.isPending && <Spinner />}
          </span>
        </button>
      </div>
      <p className="text-sm font-medium text-slate-800">
        {intl.formatMessage({
          id: enabled ? 'dns_settings.auto_auth.state_on' : 'dns_settings.auto_auth.state_off',
        })}
      </p>
      {changed && save.isSuccess && (
        <Alert tone="success">
          {intl.formatMessage({
            id: enabled ? 'dns_settings.auto_auth.turned_on' : 'dns_settings.auto_auth.turned_off',
          })}
        </Alert>
      )}
      {save.isError && (
        <Alert tone="error">{intl.formatMessage({ id: errorMessageId(save.error) })}</Alert>
      )}
    </Section>
  );
}
