import type { Device } from '@burrow/contract/devices';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { errorMessageId } from '../../../i18n/error-messages';
import { PLATFORM_LABELS } from './device-labels';
import { RenameForm } from './rename-form';

type Mode = 'view' | 'rename' | 'confirm-remove';

/** One connected device: its name, platform and date, with rename and remove. */
interface DeviceRowProps {
  device: Device;
  onRenamed: (name: string) => void;
  onRemove: () => void;
  /** This device's removal is running. */
  removing: boolean;
  /** Why this device's removal failed, if it did. */
  removeError: unknown;
}

export function DeviceRow({ device, onRenamed, onRemove, removing, removeError }: DeviceRowProps) {
  const intl = useIntl();
  const [mode, setMode] = useState<Mode>('view');
  const headingId = `device-${device.id}`;

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {device.name}
        </h3>
        <p className="text-sm text-slate-600">
          {intl.formatMessage(
            { id: 'setup.devices.connected_on' },
            {
              platform: intl.formatMessage({ id: PLATFORM_LABELS[device.platform] }),
              date: intl.formatDate(device.activated_at, { dateStyle: 'long' }),
            },
          )}
        </p>
      </div>
      {mode === 'rename' && (
        <RenameForm
          device={device}
          onDone={(renamedTo) => {
            setMode('view');
            if (renamedTo) onRenamed(renamedTo);
          }}
        />
      )}
      {mode === 'confirm-remove' && (
        <div className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-3">
          <p className="text-sm text-red-900">
            {intl.formatMessage({ id: 'setup.devices.remove.confirm' }, { name: device.name })}
          </p>
          {removeError !== null && (
            <Alert tone="error">{intl.formatMessage({ id: errorMessageId(removeError) })}</Alert>
          )}
          <div className="flex gap-3">
            <Button pending={removing} onClick={onRemove}>
              {intl.formatMessage({
                id: removing ? 'setup.devices.remove.removing' : 'setup.devices.remove.yes',
              })}
            </Button>
            <Button
              variant="secondary"
              disabled={removing}
              onClick={() => setMode('view')}
              autoFocus
            >
              {intl.formatMessage({ id: 'setup.devices.remove.keep' })}
            </Button>
          </div>
        </div>
      )}
      {mode === 'view' && (
        <div className="flex gap-3">
          <Button
            variant="secondary"
            onClick={() => setMode('rename')}
            aria-label={intl.formatMessage(
              { id: 'setup.devices.rename.label' },
              { name: device.name },
            )}
          >
            {intl.formatMessage({ id: 'setup.devices.rename.open' })}
          </Button>
          <Button
            variant="ghost"
            onClick={() => setMode('confirm-remove')}
            aria-label={intl.formatMessage(
              { id: 'setup.devices.remove.label' },
              { name: device.name },
            )}
          >
            {intl.formatMessage({ id: 'setup.devices.remove.open' })}
          </Button>
        </div>
      )}
    </article>
  );
}
