import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { staffErrorText } from '../model/staff-error-text';

export interface StaffActionDialogProps {
  /** The button that opens the dialog. */
  label: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Anything touching money or access needs one (decision 0122); a resend does not. */
  reasonRequired: boolean;
  /**
   * Runs the action with the reason and the key of this opening: a retry after an error
   * sends the same key, so an attempt that did reach the server is not made twice.
   */
  run: (reason: string, idempotencyKey: string) => Promise<unknown>;
  /** Said in the page (not the dialog, which closes) once the action is done. */
  onDone?: (result: unknown) => void;
  variant?: 'primary' | 'secondary';
}

const REASON_MIN = 3;

/**
 * A console action behind a confirmation: a reason (kept in the audit log), progress while
 * it runs, the server's refusal in words, and nothing typed lost on an error.
 */
export function StaffActionDialog({
  label,
  title,
  description,
  confirmLabel,
  reasonRequired,
  run,
  onDone,
  variant = 'secondary',
}: StaffActionDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [key, setKey] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const reasonId = useId();

  const openWith = (next: boolean) => {
    if (pending) return;
    if (next) {
      setKey(crypto.randomUUID());
      setError(null);
      setFieldError(null);
    }
    setOpen(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (reasonRequired && trimmed.length < REASON_MIN) {
      setFieldError('Say why, in a few words.');
      return;
    }
    setFieldError(null);
    setError(null);
    setPending(true);
    try {
      const result = await run(trimmed, key);
      setOpen(false);
      setReason('');
      onDone?.(result);
    } catch (failure) {
      setError(staffErrorText(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={openWith}>
      <Dialog.Trigger asChild>
        <Button variant={variant}>{label}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onEscapeKeyDown={(event) => pending && event.preventDefault()}
          onInteractOutside={(event) => pending && event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[95vh] w-[min(32rem,95vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6"
        >
          <Dialog.Title className="text-xl font-bold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-700">{description}</Dialog.Description>
          <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={reasonId} className="text-sm font-medium text-slate-800">
                {reasonRequired ? 'Reason (kept in the audit log)' : 'Reason (optional)'}
              </label>
              <textarea
                id={reasonId}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                rows={3}
                maxLength={500}
                required={reasonRequired}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? `${reasonId}-error` : undefined}
                className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-indigo-600"
              />
              {fieldError && (
                <p id={`${reasonId}-error`} className="text-sm font-medium text-red-700">
                  {fieldError}
                </p>
              )}
            </div>
            {error && <Alert tone="error">{error}</Alert>}
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={pending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" pending={pending}>
                {confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
