import { useRef, useState } from 'react';

/**
 * A dialog whose panel (and Radix's dialog stack: focus scope, dismissable layer,
 * scroll lock, about 12 KB gzip) loads on first open instead of with every page: the
 * trigger is a plain button, the panel a lazy module rendered once it has been asked for
 * and then kept, so Radix runs its own close. Radix gives focus back to its `Dialog.Trigger`
 * only; `returnFocus` is the panel's `onCloseAutoFocus` and gives it back to this button.
 */
export function useDialogOnDemand() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return {
    open,
    setOpen,
    /** Whether to render the lazy panel: from the first open on. */
    requested,
    triggerProps: {
      ref: triggerRef,
      type: 'button' as const,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onClick: () => {
        setRequested(true);
        setOpen(true);
      },
    },
    returnFocus: (event: Event) => {
      event.preventDefault();
      triggerRef.current?.focus();
    },
  };
}

/** What every lazy panel takes from `useDialogOnDemand`. */
export interface DialogPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: (event: Event) => void;
}
