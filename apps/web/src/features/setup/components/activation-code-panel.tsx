import type { ActivationSetup } from '@burrow/contract/devices';
import { ACTIVATION_CODE_TTL_MINUTES } from '@burrow/domain/device-activation';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { CopyButton } from '../../../components/copy-button';
import { errorMessageId } from '../../../i18n/error-messages';
import { useCreateActivationCode } from '../api/create-activation-code';

interface ActivationCodePanelProps {
  setup: ActivationSetup;
}

/** Makes a single-use code for the app and shows it once, with how long it works. */
export function ActivationCodePanel({ setup }: ActivationCodePanelProps) {
  const intl = useIntl();
  const create = useCreateActivationCode();
  const full = setup.devices.length >= setup.max_devices;
  const time = (iso: string) => intl.formatTime(iso, { timeStyle: 'short' });

  return (
    <section
      aria-labelledby="activation-code"
      className="flex flex-col items-start gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="activation-code" className="text-lg font-semibold text-slate-900">
        {intl.formatMessage({ id: 'setup.activation.code.title' })}
      </h2>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>{intl.formatMessage({ id: 'setup.activation.code.step_install' })}</li>
        <li>
          {intl.formatMessage(
            { id: 'setup.activation.code.step_generate' },
            { minutes: ACTIVATION_CODE_TTL_MINUTES },
          )}
        </li>
        <li>{intl.formatMessage({ id: 'setup.activation.code.step_enter' })}</li>
      </ol>
      {create.isSuccess ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-700">
            {intl.formatMessage({ id: 'setup.activation.code.your_code' })}
          </p>
          <p
            className="font-mono text-3xl font-bold tracking-widest text-slate-900"
            aria-label={intl.formatMessage(
              { id: 'setup.activation.code.spelled' },
              { code: create.data.code.split('').join(' ') },
            )}
          >
            {create.data.code}
          </p>
          <p className="text-sm text-slate-700">
            {intl.formatMessage(
              { id: 'setup.activation.code.expires' },
              { time: time(create.data.expires_at) },
            )}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <CopyButton
              text={create.data.code}
              label={intl.formatMessage({ id: 'setup.activation.code.copy' })}
              copiedLabel={intl.formatMessage({ id: 'setup.activation.code.copied' })}
              failedLabel={intl.formatMessage({ id: 'setup.activation.code.copy_failed' })}
            />
          </div>
        </div>
      ) : (
        setup.pending_code_expires_at && (
          <p className="text-sm text-slate-700">
            {intl.formatMessage(
              { id: 'setup.activation.code.pending' },
              { time: time(setup.pending_code_expires_at) },
            )}
          </p>
        )
      )}
      {create.isError && (
        <Alert tone="error">{intl.formatMessage({ id: errorMessageId(create.error) })}</Alert>
      )}
      {!setup.subscription.active ? (
        <p className="text-sm text-slate-700">
          {intl.formatMessage({ id: 'setup.activation.code.ended' })}
        </p>
      ) : full ? (
        <p className="text-sm text-slate-700">
          {intl.formatMessage({ id: 'setup.activation.code.full' }, { max: setup.max_devices })}
        </p>
      ) : (
        <Button
          variant={create.isSuccess ? 'secondary' : 'primary'}
          pending={create.isPending}
          onClick={() => create.mutate(setup.subscription.setup_link_token)}
        >
          {intl.formatMessage({
            id: create.isPending
              ? 'setup.activation.code.generating'
              : create.isSuccess
                ? 'setup.activation.code.regenerate'
                : 'setup.activation.code.generate',
          })}
        </Button>
      )}
    </section>
  );
}
