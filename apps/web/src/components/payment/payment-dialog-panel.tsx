import * as Dialog from '@radix-ui/react-dialog';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { hostedPageUrl } from '../../lib/payment/hosted-page-url';
import { useSiteConfig } from '../../lib/site-config';
import { Button } from '../button';
import { Skeleton } from '../skeleton';
import type { StripePaymentPanelProps } from './stripe-payment-panel';

// Stripe.js's wrapper and Stripe's React components: fetched only when a Stripe payment opens.
const StripePaymentPanel = lazy(() =>
  import('./stripe-payment-panel').then((module) => ({ default: module.StripePaymentPanel })),
);

/** An intent whose provider's own fields run in our page (Stripe), and where it reports. */
export type InPagePayment = Pick<
  StripePaymentPanelProps,
  'clientSecret' | 'amount' | 'method' | 'onResult'
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
            <StripePayment
              key={stripe.clientSecret}
              {...stripe}
              onConfirmingChange={setConfirming}
            />
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

/** Stripe's panel with the publishable key the server published (`GET /api/v1/site-config`). */
function StripePayment(props: InPagePayment & { onConfirmingChange: (value: boolean) => void }) {
  const intl = useIntl();
  const config = useSiteConfig();
  const publishableKey = config.data?.stripePublishableKey;
  const waiting = (
    <div role="status" className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        {intl.formatMessage({ id: 'checkout.dialog.loading' })}
      </p>
      <Skeleton className="h-11" />
    </div>
  );
  if (config.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm text-red-900">
        <p>{intl.formatMessage({ id: 'checkout.dialog.load_failed' })}</p>
        <Button variant="secondary" onClick={() => void config.refetch()}>
          {intl.formatMessage({ id: 'checkout.errors.try_again' })}
        </Button>
      </div>
    );
  }
  if (!publishableKey) return waiting;
  return (
    <Suspense fallback={waiting}>
      <StripePaymentPanel publishableKey={publishableKey} {...props} />
    </Suspense>
  );
}
