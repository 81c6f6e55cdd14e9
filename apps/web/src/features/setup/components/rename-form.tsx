import { RenameDeviceRequestSchema, type Device } from '@burrow/contract/devices';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { errorMessageId } from '../../../i18n/error-messages';
import type { MessageId } from '../../../i18n/message-ids';
import { useRenameDevice } from '../api/rename-device';

// The contract's rules, with the catalogue's words for each.
function nameProblem(name: string): MessageId | null {
  const parsed = RenameDeviceRequestSchema.safeParse({ name });
  if (parsed.success) return null;
  const code = parsed.error.issues[0]?.code;
  if (code === 'too_small') return 'setup.devices.name.required';
  if (code === 'too_big') return 'setup.devices.name.too_long';
  return 'setup.devices.name.invalid';
}

interface RenameFormProps {
  device: Device;
  onDone: (renamedTo: string | null) => void;
}

/** Renames a device in place; Escape or Cancel leaves the name as it was. */
export function RenameForm({ device, onDone }: RenameFormProps) {
  const intl = useIntl();
  const rename = useRenameDevice();
  const [name, setName] = useState(device.name);
  const [problem, setProblem] = useState<MessageId | null>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    field.current?.select();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = nameProblem(name);
    setProblem(found);
    if (found) return;
    rename.mutate(
      { id: device.id, name: name.trim() },
      { onSuccess: (renamed) => onDone(renamed.name) },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone(null);
      }}
      className="flex flex-col gap-3"
    >
      {rename.isError && (
        <Alert tone="error">{intl.formatMessage({ id: errorMessageId(rename.error) })}</Alert>
      )}
      <TextField
        ref={field}
        label={intl.formatMessage({ id: 'setup.devices.name.label' })}
        error={problem ? intl.formatMessage({ id: problem }) : undefined}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setProblem(null);
        }}
        autoComplete="off"
      />
      <div className="flex gap-3">
        <Button type="submit" pending={rename.isPending}>
          {intl.formatMessage({
            id: rename.isPending ? 'setup.devices.rename.saving' : 'setup.devices.rename.save',
          })}
        </Button>
        <Button variant="secondary" disabled={rename.isPending} onClick={() => onDone(null)}>
          {intl.formatMessage({ id: 'setup.devices.rename.cancel' })}
        </Button>
      </div>
    </form>
  );
}
