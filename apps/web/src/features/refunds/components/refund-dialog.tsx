import * as Dialog from '@radix-ui/react-dialog';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { errorMessageId } from '../../../i18n/error-messages';

interface RefundDialogProps {
  open: boolean;
  plan: string;
  /** The amount that comes back, formatted. */
  amount: string;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes when the dialog closes (after a request, the pending notice). */
  onCloseAutoFocus: (event: Event) => void;
}

/** The confirmation: what comes back, when, and that the plan ends then. */
export function RefundDialog({
  open,
  plan,
  amount,
  pending,
  error,
  onConfirm,
  onClose,
  onCloseAutoFocus,
}: RefundDialogProps) {
  const intl = useIntl();
  // While the request is under way the dialog stays open: closing it would hide the outcome.
  const holdWhilePending = (event: Event) => {
    if (pending) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onEscapeKeyDown={holdWhilePending}
          onInteractOutside={holdWhilePending}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[95vh] w-[min(32rem,95vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-5 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6"
        >
          <Dialog.Title className="text-xl font-bold text-slate-900">
            {intl.formatMessage({ id: 'refunds.dialog.title' }, { amount, plan })}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-slate-700">
            {intl.formatMessage({ id: 'refunds.dialog.body' }, { amount, plan })}
          </Dialog.Description>
          {error !== null && error !== undefined && (
            <Alert tone="error">{intl.formatMessage({ id: errorMessageId(error) })}</Alert>
          )}
          <div className="flex flex-wrap gap-3">
            <Button pending={pending} onClick={onConfirm}>
              {intl.formatMessage({ id: 'refunds.dialog.confirm' }, { amount })}
            </Button>
            <Button variant="secondary" disabled={pending} onClick={onClose}>
              {intl.formatMessage({ id: 'refunds.dialog.cancel' })}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
