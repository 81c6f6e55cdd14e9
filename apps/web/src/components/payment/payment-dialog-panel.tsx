import * as Dialog from '@radix-ui/react-dialog';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { gatewayFrameHeightFor } from '../../lib/payment/gateway-message';
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
  'publishableKey' | 'clientSecret' | 'amount' | 'submitLabel' | 'method' | 'onResult' | 'onDecline'
>;

export interface PaymentDialogProps {
  /** The gateway's hosted page for this intent; null closes the dialog (unless `stripe`). */
  hostedUrl: string | null;
  /** A Stripe intent: its Payment Element instead of a framed page (decision 0083). */
  stripe?: InPagePayment | null;
  onCancel: () => void;
}

/** Until the hosted page says how tall it is: about a card form's height. */
const INITIAL_FRAME_HEIGHT = 600;

/**
 * The gateway's hosted page, as tall as its content (decision 0104): the page posts its
 * height whenever it changes, so the whole form down to its Pay button shows with no
 * scrolling inside the frame; the dialog around it scrolls instead when the screen is short.
 * Only heights from this very frame on our own origin count (`gatewayFrameHeightFor`).
 */
function HostedFrame({ src, title }: { src: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(INITIAL_FRAME_HEIGHT);
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const asked = gatewayFrameHeightFor(
        event,
        frame.current?.contentWindow ?? null,
        window.location.origin,
      );
      if (asked !== null) setHeight(asked);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);
  return (
    <iframe
      ref={frame}
      src={src}
      title={title}
      style={{ height }}
      className="block w-full shrink-0 rounded-lg border border-slate-200 max-sm:rounded-none max-sm:border-0"
    />
  );
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
        {/* On a phone a full-screen sheet; from `sm` a centred dialog. Either scrolls as a
            whole when the form is taller than the screen. */}
        <Dialog.Content className="fixed inset-0 z-50 flex flex-col gap-3 overflow-y-auto overscroll-contain bg-white p-4 sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[95vh] sm:w-[min(32rem,95vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-5 sm:shadow-xl">
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
              <HostedFrame
                key={hostedUrl}
                src={hostedPageUrl(hostedUrl, intl.locale, window.location.href)}
                title={title}
              />
            )
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
