import * as Dialog from '@radix-ui/react-dialog';
import { useIntl } from 'react-intl';
import { hostedPageUrl } from '../../lib/payment/hosted-page-url';

export interface PaymentDialogProps {
  /** The gateway's hosted page for this intent; null closes the dialog. */
  hostedUrl: string | null;
  onCancel: () => void;
}

/** The payment dialog itself, loaded when a payment first needs it (`payment-dialog.tsx`). */
export function PaymentDialogPanel({ hostedUrl, onCancel }: PaymentDialogProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'checkout.dialog.title' });
  return (
    <Dialog.Root open={hostedUrl !== null} onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[95vh] w-[min(32rem,95vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close className="rounded-lg px-2 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600">
              {intl.formatMessage({ id: 'checkout.dialog.close' })}
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sm text-slate-700">
            {intl.formatMessage({ id: 'checkout.dialog.description' })}
          </Dialog.Description>
          {hostedUrl && (
            <iframe
              src={hostedPageUrl(hostedUrl, intl.locale, window.location.href)}
              title={title}
              className="h-[420px] w-full rounded-lg border border-slate-200"
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
