import type { ActivationSetup } from '@burrow/contract/devices';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { useRemoveDevice } from '../api/remove-device';
import { DeviceRow } from './device-row';

type Notice = { kind: 'renamed'; name: string } | { kind: 'removed'; name: string } | null;

/** The devices connected to the subscription, "n of 8", with the empty state. */
export function DeviceList({ setup }: { setup: ActivationSetup }) {
  const intl = useIntl();
  const [notice, setNotice] = useState<Notice>(null);
  // Owned here, not by the row: the row is gone once its device is, and the notice stays.
  const remove = useRemoveDevice();

  return (
    <section aria-labelledby="devices" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="devices" className="text-lg font-semibold text-slate-900">
          {intl.formatMessage({ id: 'setup.devices.title' })}
        </h2>
        <p className="text-sm text-slate-600">
          {intl.formatMessage(
            { id: 'setup.devices.count' },
            { count: setup.devices.length, max: setup.max_devices },
          )}
        </p>
      </div>
      {notice && (
        <Alert tone="success">
          {intl.formatMessage(
            { id: notice.kind === 'renamed' ? 'setup.devices.renamed' : 'setup.devices.removed' },
            { name: notice.name },
          )}
        </Alert>
      )}
      {setup.devices.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-700">
          {intl.formatMessage({ id: 'setup.devices.empty' })}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {setup.devices.map((device) => (
            <li key={device.id}>
              <DeviceRow
                device={device}
                onRenamed={(name) => setNotice({ kind: 'renamed', name })}
                onRemove={() => {
                  setNotice(null);
                  remove.mutate(device.id, {
                    onSuccess: () => setNotice({ kind: 'removed', name: device.name }),
                  });
                }}
                removing={remove.isPending && remove.variables === device.id}
                removeError={remove.isError && remove.variables === device.id ? remove.error : null}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
