import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../components/button';
import { readConsent, writeConsent } from '../lib/consent/consent';
import type { DialogPanelProps } from '../components/dialog-on-demand';
import { DialogPanelHeader } from './dialog-panel-header';

/** The consent dialog's panel, loaded on first open (`consent-dialog.tsx`). */
export function ConsentPanel({ open, onOpenChange, returnFocus }: DialogPanelProps) {
  const intl = useIntl();
  const [analyticsAllowed, setAnalyticsAllowed] = useState(() => readConsent() === 'analytics');
  // Each opening starts from the saved choice (the panel stays mounted between openings).
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) setAnalyticsAllowed(readConsent() === 'analytics');
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <DialogPanelHeader title={intl.formatMessage({ id: 'site.consent.link' })} />
          <Dialog.Description className="text-sm text-slate-700">
            {intl.formatMessage({ id: 'site.consent.intro' })}
          </Dialog.Description>
          <form
            className="mt-4 flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              writeConsent(analyticsAllowed ? 'analytics' : 'necessary');
              onOpenChange(false);
            }}
          >
            <label className="flex items-start gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                className="mt-0.5 size-4"
                checked={analyticsAllowed}
                onChange={(event) => setAnalyticsAllowed(event.target.checked)}
              />
              {intl.formatMessage({ id: 'site.consent.analytics' })}
            </label>
            <Button type="submit" className="self-end">
              {intl.formatMessage({ id: 'site.consent.save' })}
            </Button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
