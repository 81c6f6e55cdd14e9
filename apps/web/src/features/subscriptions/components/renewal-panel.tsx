import type { Subscription } from '@burrow/contract/subscriptions';
import * as Dialog from '@radix-ui/react-dialog';
import type { DialogPanelProps } from '../../../components/dialog-on-demand';
import { RenewalContent } from './renewal-content';

interface RenewalPanelProps extends DialogPanelProps {
  subscription: Subscription;
  onRenewed: () => void;
}

/** The renewal modal, loaded on first open (`renewal-dialog.tsx`). */
export function RenewalPanel({
  open,
  onOpenChange,
  returnFocus,
  subscription,
  onRenewed,
}: RenewalPanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        {/* Mounted only while open, so every opening starts a fresh payment. */}
        <RenewalContent
          subscription={subscription}
          returnFocus={returnFocus}
          onRenewed={onRenewed}
        />
      </Dialog.Portal>
    </Dialog.Root>
  );
}
