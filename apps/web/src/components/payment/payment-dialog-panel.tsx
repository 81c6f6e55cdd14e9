import * as Dialog from '@radix-ui/react-dialog';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { hostedPageUrl } from '../../lib/payment/hosted-page-url';
import { StripePanelLoading } from './stripe-panel-loading';
import type { StripePaymentPanelProps } from './stripe-payment-panel';

// Stripe.js's wrapper and Stripe's React components: fetched only when a Stripe payment opens.
const StripePaymentPanel = lazy(() =>
  import('./stripe-payment-panel').then((module) => ({ default: module.StripePaymentPanel })),
);

/** An intent whose provider's own fields run in our page (Stripe), and where it reports. */
export type InPagePayment = Pick<
  StripePaymentPanelProps,
  'publishableKey' | 'clientSecret' | 'amount' | 'submitLabel' | 'method' | 'onResult'
>;

export interface PaymentDialogProps {
  /** The gateway's hosted page for this intent; null closes the dialog (unless `stripe`). */
  hostedUrl: string | null;
  /** A Stripe intent: its Payment Element instead of a framed page (decision 0083). */
  stripe?: InPagePayment | null;
  onCancel: () => void;
}

/** The payment dialog itself, loaded when a payment first needs it (`payment-dialog.tsx`). */
export function PaymentDialogPanel({ hostedUrl, stripe = null, onCancel }: PaymentDialogProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'checkout.dialog.title' });
  // While Stripe confirms, closing would leave an authorisation behind that nothing records.
  const [confirming, setConfirming] = useState(false);
  return (
    <Dialog.Root
      open={hostedUrl !== null || stripe !== null}
      onOpenChange={(open) => !open && !confirming && onCancel()}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[95vh] w-[min(32rem,95vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close
              disabled={confirming}
              className="rounded-lg px-2 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-60"
            >
              {intl.formatMessage({ id: 'checkout.dialog.close' })}
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sm text-slate-700">
            {intl.formatMessage({ id: 'checkout.dialog.description' })}
          </Dialog.Description>
          {stripe ? (
            <Suspense fallback={<StripePanelLoading />}>
              <StripePaymentPanel
                key={stripe.clientSecret}
                {...stripe}
                onConfirmingChange={setConfirming}
              />
            </Suspense>
          ) : (
            hostedUrl && (
              <iframe
                src={hostedPageUrl(hostedUrl, intl.locale, window.location.href)}
                title={title}
                className="h-[420px] w-full rounded-lg border border-slate-200"
              />
            )
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
