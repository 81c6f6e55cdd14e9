import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { staffErrorText } from '../model/staff-error-text';

interface ReasonActionProps {
  /** The button's text, e.g. "Revoke". */
  label: string;
  /** What it does to what, for screen readers and the confirmation, e.g. "Revoke key bk_test_ab". */
  description: string;
  pending: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
}

/**
 * An action that changes access (revoke, disable, rotate): it asks why first, since the
 * audit log keeps the reason (at least 3 characters), and keeps what was typed on failure.
 */
export function ReasonAction({ label, description, pending, error, onConfirm }: ReasonActionProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) return setInvalid('Say why, in a few words.');
    setInvalid(undefined);
    onConfirm(reason.trim());
  };
  if (!open)
    return (
      <Button variant="secondary" aria-label={description} onClick={() => setOpen(true)}>
        {label}
      </Button>
    );
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-2"
    >
      <p id={`${id}-title`} className="text-sm font-medium text-slate-800">
        {description}
      </p>
      <TextField
        label="Reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={invalid}
        autoFocus
      />
      {error !== null && error !== undefined && <Alert tone="error">{staffErrorText(error)}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={pending}>
          {label}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
