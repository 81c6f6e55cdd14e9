import type { Subscription } from '@burrow/contract/subscriptions';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/button';
import { RenewalContent } from './renewal-content';

interface RenewalDialogProps {
  subscription: Subscription;
  /** The renewal was paid and recorded; the dialog has closed. */
  onRenewed: () => void;
}

/** docs/product.md#renewing-by-hand payment renewal modal: "Renew now" opens it for a subscription renewed by hand. */
export function RenewalDialog({ subscription, onRenewed }: RenewalDialogProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button className="self-start">
          {intl.formatMessage({ id: 'subscriptions.renewal.open' })}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        {/* Mounted only while open, so every opening starts a fresh payment. */}
        <RenewalContent
          subscription={subscription}
          onRenewed={() => {
            setOpen(false);
            onRenewed();
          }}
        />
      </Dialog.Portal>
    </Dialog.Root>
  );
}
