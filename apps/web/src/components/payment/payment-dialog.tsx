import { lazy, Suspense, useState } from 'react';
import type { PaymentDialogProps } from './payment-dialog-panel';

const PaymentDialogPanel = lazy(() =>
  import('./payment-dialog-panel').then((module) => ({ default: module.PaymentDialogPanel })),
);

/**
 * The gateway's own UI (card fields, 3-D Secure, PayPal approval, wallet sheet) in an
 * iframe: card details go to the gateway only, never through our page or API. The page is
 * asked for the site's language, as a PSP's `locale` option would be. The dialog (with
 * Radix's dialog stack) loads when a payment first opens it, not with the page, and then
 * stays mounted so Radix runs its own close.
 */
export function PaymentDialog({ hostedUrl, onCancel }: PaymentDialogProps) {
  const [requested, setRequested] = useState(false);
  if (hostedUrl !== null && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <PaymentDialogPanel hostedUrl={hostedUrl} onCancel={onCancel} />
    </Suspense>
  );
}
