import type { Subscription } from '@burrow/contract/subscriptions';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/button';
import { useDialogOnDemand } from '../../../components/dialog-on-demand';

// The panel brings Radix's dialog stack and the payment step: loaded on first open, so the
// dashboard's first load carries neither (decision 0133).
const RenewalPanel = lazy(() =>
  import('./renewal-panel').then((module) => ({ default: module.RenewalPanel })),
);

interface RenewalDialogProps {
  subscription: Subscription;
  /** The renewal was paid and recorded; the dialog has closed. */
  onRenewed: () => void;
}

/** docs/product.md#renewing-by-hand payment renewal modal: "Renew now" opens it for a subscription renewed by hand. */
export function RenewalDialog({ subscription, onRenewed }: RenewalDialogProps) {
  const intl = useIntl();
  const dialog = useDialogOnDemand();
  return (
    <>
      <Button {...dialog.triggerProps} className="self-start">
        {intl.formatMessage({ id: 'subscriptions.renewal.open' })}
      </Button>
      {dialog.requested && (
        <Suspense fallback={null}>
          <RenewalPanel
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            returnFocus={dialog.returnFocus}
            subscription={subscription}
            onRenewed={() => {
              dialog.setOpen(false);
              onRenewed();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
