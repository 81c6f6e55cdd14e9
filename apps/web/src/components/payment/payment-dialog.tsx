import { lazy, Suspense, useState } from 'react';
import type { PaymentDialogProps } from './payment-dialog-panel';

const PaymentDialogPanel = lazy(() =>
  import('./payment-dialog-panel').then((module) => ({ default: module.PaymentDialogPanel })),
);

/**
 * The gateway's own UI (card fields, 3-D Secure, PayPal approval, wallet sheet): the
 * sandbox's hosted page in an iframe, or Stripe's Payment Element (its own frames, in a chunk
 * of its own). Card details go to the gateway only, never through our page or API. The
 * gateway is asked for the site's language, as a PSP's `locale` option. The dialog (with
 * Radix's dialog stack) loads when a payment first opens it, not with the page, and then
 * stays mounted so Radix runs its own close.
 */
export function PaymentDialog({ hostedUrl, stripe = null, onCancel }: PaymentDialogProps) {
  const [requested, setRequested] = useState(false);
  if ((hostedUrl !== null || stripe !== null) && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <PaymentDialogPanel hostedUrl={hostedUrl} stripe={stripe} onCancel={onCancel} />
    </Suspense>
  );
}
